#!/usr/bin/env python3
"""Opens HTML pages in headless Chromium and checks that each reads on a phone: at a window
390 px wide (and 1280 px), in the light and the dark color scheme, the page is no wider than the
window, no text (charts' labels included) renders below 12 px, and every text has the contrast
WCAG AA asks of its background (4.5:1, 3:1 for large text), no element's content runs past its
box where the overflow shows (a cell's text past its cell, a long word past its paragraph, a
chart's label past its SVG; boxes that scroll or clip on purpose, such as .table-wrap, may hold
wider content), and the page logs no error (console.error, an uncaught exception, a resource that
fails to load, a Content-Security-Policy or mixed-content message); that printed on A4 it is no
wider than the paper, so that every column of its tables prints; and that each page named after
--one-page (an invoice or a credit note) prints on one A4 sheet; and that a table the print hides
(class screen-only: a timesheet's grid of many columns) prints every column heading in the bands
of its print-only copy after it, within upright A4 at the body's size (unshrunk). Chromium is driven over its
DevTools pipe (--remote-debugging-pipe), so nothing but the browser and Python's standard library
is needed.

usage: check_pages.py [--screenshots FOLDER] PAGE_OR_FOLDER... [--one-page PAGE...]
       (a folder: every *.html under it; --screenshots also saves a PNG of each page, width and scheme;
       the pages after --one-page are checked like the others, and printed as Chromium prints them)"""
import argparse
import base64
import json
import math
import os
import pathlib
import re
import select
import shutil
import subprocess
import sys
import tempfile

WIDTHS = (390, 1280)
SCHEMES = ("light", "dark")
SMALLEST_TEXT_PX = 12
# Printing on A4 (8.27 in, less Chromium's default margins of 0.4 in each side: 717 CSS px),
# Chromium lays a page out 4/3 as wide as the paper, and shrinks what is wider to fit, by up to 1.5
# times the paper's width (as measured with Chromium 156's printToPDF): beyond that, columns are cut
# off at the paper's edge. What a page puts on a named page (a user's template may; Quipu's own
# print a wide table in bands instead, checked by PRINTED_COLUMNS) is printed on A4 turned to
# landscape (11.69 in).
PAPER_PX, TURNED_PAPER_PX = (8.27 - 2 * 0.4) * 96, (11.69 - 2 * 0.4) * 96
PAPER_LAYOUT_PX, PAPER_WIDEST_PX = round(PAPER_PX * 4 / 3), [round(PAPER_PX * 1.5), round(TURNED_PAPER_PX * 1.5)]
PATIENCE_SECONDS = 60  # for any one answer of the browser
# A4 in inches, for a page that names no size of its own (an invoice's @page names A4 itself).
A4_INCHES = (8.27, 11.69)
# A page object of the PDF Chromium (Skia) writes: its dictionaries are never compressed.
PDF_PAGE = re.compile(rb"/Type\s*/Page\b(?!s)")

# Run in the page: what is wrong with it at the current width and scheme, as a list of sentences.
# On a screen (paper null) the page may be no wider than the window, and its text is checked; on
# paper ([upright, turned]: the widest each holds) what is on a named page may be as wide as turned
# paper holds, the rest as wide as upright paper holds.
MEASURE = r"""
((paper) => {
  const problems = [];
  if (paper !== null) {
    const turned = [...document.body.querySelectorAll('*')].filter((element) => getComputedStyle(element).page !== 'auto');
    const widest = [0, 0];
    for (const element of document.body.querySelectorAll('*')) {
      const right = Math.ceil(element.getBoundingClientRect().right + window.scrollX);
      const which = turned.some((page) => page.contains(element)) ? 1 : 0;
      widest[which] = Math.max(widest[which], right);
    }
    ['', ' turned to landscape'].forEach((how, which) => {
      if (widest[which] > paper[which]) problems.push(`printed${how}, it is ${widest[which]} px wide; the paper holds ${paper[which]} px, and columns beyond are cut off`);
    });
    return problems;
  }
  // (A phone's window widens to what overflows it: innerWidth would grow with the page.)
  const width = document.documentElement.scrollWidth, viewport = document.documentElement.clientWidth;
  if (width > viewport) problems.push(`the page is ${width} px wide, wider than the ${viewport} px window`);
  const describe = (element, text) => {
    const classes = (element.getAttribute('class') || '').trim();
    const snippet = JSON.stringify(text.replace(/\s+/g, ' ').trim().slice(0, 40));
    return `<${element.localName}${classes ? '.' + classes.split(/\s+/).join('.') : ''}> ${snippet}`;
  };
  // An element whose content is wider than its box, where the overflow shows. A box that scrolls or
  // clips (overflow-x other than visible) may hold wider content; what is inside it is still measured
  // against its own box. html and body are the page, measured above. Of an element and the
  // ancestors its overflow widens, only the innermost is named.
  const overflowing = [...document.body.querySelectorAll('*')].filter((element) =>
    !(element instanceof SVGElement) && element.scrollWidth > element.clientWidth + 1
    && getComputedStyle(element).overflowX === 'visible');
  for (const element of overflowing) {
    if (overflowing.some((inner) => inner !== element && element.contains(inner))) continue;
    problems.push(`${describe(element, element.textContent)} overflows its box: its content is ${element.scrollWidth} px wide, `
                  + `its box ${element.clientWidth} px`);
  }
  // A chart's label past the edge of its SVG (which clips it, or lets it spill over the page).
  for (const svg of document.body.querySelectorAll('svg')) {
    const box = svg.getBoundingClientRect();
    for (const label of svg.querySelectorAll('text')) {
      const inner = label.getBoundingClientRect();
      if (inner.width === 0 && inner.height === 0) continue;  // not rendered
      const past = [['left', box.left - inner.left], ['right', inner.right - box.right],
                    ['top', box.top - inner.top], ['bottom', inner.bottom - box.bottom]].filter(([, by]) => by > 1);
      if (past.length) problems.push(`${describe(label, label.textContent)} runs past its SVG (${Math.round(box.width)} × `
        + `${Math.round(box.height)} px) on the ${past.map(([side, by]) => `${side} by ${Math.round(by)} px`).join(', ')}`);
    }
  }
  const rgba = (text) => {
    const [r, g, b, a] = text.match(/[\d.]+/g).map(Number);
    return {r, g, b, a: a === undefined ? 1 : a};
  };
  const over = (top, under) => ({
    r: top.r * top.a + under.r * (1 - top.a), g: top.g * top.a + under.g * (1 - top.a),
    b: top.b * top.a + under.b * (1 - top.a), a: 1,
  });
  const canvas = rgba(getComputedStyle(document.documentElement).backgroundColor).a > 0
    ? rgba(getComputedStyle(document.documentElement).backgroundColor)
    : (matchMedia('(prefers-color-scheme: dark)').matches
       && /dark/.test(getComputedStyle(document.documentElement).colorScheme + (document.querySelector('meta[name=color-scheme]') || {}).content)
       ? {r: 18, g: 18, b: 18, a: 1} : {r: 255, g: 255, b: 255, a: 1});  // Chromium's canvas in each scheme
  const background = (element) => {
    const layers = [];
    for (let node = element; node && node !== document.documentElement; node = node.parentElement) {
      const color = rgba(getComputedStyle(node).backgroundColor);
      if (color.a > 0) layers.push(color);
      if (color.a === 1) break;
    }
    return layers.reverse().reduce((under, top) => over(top, under), canvas);
  };
  const luminance = ({r, g, b}) => {
    const channel = (c) => { c /= 255; return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const seen = new Set();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!node.data.trim() || seen.has(element)) continue;
    seen.add(element);
    const range = document.createRange();
    range.selectNodeContents(node);
    if (![...range.getClientRects()].some((box) => box.width > 0 && box.height > 0)) continue;  // not rendered
    const style = getComputedStyle(element);
    if (style.visibility !== 'visible' || Number(style.opacity) === 0) continue;
    let size = parseFloat(style.fontSize);
    const svg = element instanceof SVGElement;
    if (svg) {
      const m = element.getScreenCTM();
      size *= Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));
    }
    const where = describe(element, node.data);
    if (size < %(smallest)s - 0.01) problems.push(`${where} renders at ${size.toFixed(1)} px, below %(smallest)s px`);
    const foreground = rgba(svg ? style.fill : style.color);
    const behind = background(element);
    const shown = over(foreground, behind);
    const [light, dark] = [luminance(shown), luminance(behind)].sort((x, y) => y - x);
    const ratio = (light + 0.05) / (dark + 0.05);
    const bold = Number(style.fontWeight) >= 700;
    const needed = size >= 24 || (bold && size >= 18.66) ? 3 : 4.5;
    if (ratio < needed) problems.push(`${where} has a contrast of ${ratio.toFixed(2)}:1 on its background, below ${needed}:1`);
  }
  return problems;
})
""".replace("%(smallest)s", str(SMALLEST_TEXT_PX))

# Run in the page laid out as upright A4 holds it unshrunk (paper: its width in CSS px): each table
# the print hides (.screen-only) must have a copy that prints (.print-only) right after it, whose
# tables' column headings, rendered within the paper, include each of the hidden table's.
PRINTED_COLUMNS = r"""
((paper) => {
  const problems = [];
  const words = (cell) => {
    const texts = [];
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.data.trim()) texts.push(node.data.trim());
    return texts.join(' ');
  };
  for (const hidden of document.body.querySelectorAll('.screen-only')) {
    const caption = JSON.stringify((hidden.querySelector('figcaption') || hidden).textContent.trim().slice(0, 60));
    const copy = hidden.nextElementSibling;
    if (!copy || !copy.classList.contains('print-only')) {
      problems.push(`printed, the table ${caption} is hidden and no print-only copy follows it`);
      continue;
    }
    const printed = new Set([...copy.querySelectorAll('thead th')].filter((cell) => {
      const box = cell.getBoundingClientRect();
      return box.width > 0 && box.right <= paper + 1;
    }).map(words));
    const missing = [...new Set([...hidden.querySelectorAll('thead th')].map(words))].filter((heading) => !printed.has(heading));
    if (missing.length) problems.push(`printed, the bands of the table ${caption} leave out ${missing.map((heading) => JSON.stringify(heading)).join(', ')} `
                                      + `(or print them past the ${paper} px of upright A4 unshrunk)`);
  }
  return problems;
})
"""


def logged_error(message):
    """The error a DevTools event reports the page logged, in one line, or None: a console.error (or a failed
    console.assert), an uncaught exception, or an entry of level error in the browser's log (a resource that failed to
    load, a Content-Security-Policy violation, mixed content)."""
    method, params = message.get("method"), message.get("params", {})
    if method == "Runtime.consoleAPICalled" and params["type"] in ("error", "assert"):
        text = " ".join(str(argument.get("value", argument.get("description", argument.get("type"))))
                        for argument in params["args"])
        where = (params.get("stackTrace") or {}).get("callFrames") or [{}]
        return f"console.{params['type']}: {text}" + (f" ({where[0]['url']}:{where[0]['lineNumber'] + 1})" if where[0] else "")
    if method == "Runtime.exceptionThrown":
        details = params["exceptionDetails"]
        text = details.get("exception", {}).get("description", details["text"]).splitlines()[0]
        return f"uncaught {text} ({details.get('url', '')}:{details['lineNumber'] + 1})"
    if method == "Log.entryAdded" and params["entry"]["level"] == "error":
        entry = params["entry"]
        return f"{entry['source']}: {entry['text']}" + (f" ({entry['url']})" if entry.get("url") else "")
    return None


class Browser:
    """Headless Chromium spoken to over the DevTools protocol on a pipe (fds 3 and 4 of the child). The errors the page
    logs since it was last opened are in `logged`."""

    def __init__(self, executable):
        self.profile = tempfile.mkdtemp(prefix="quipu-check-pages-")
        to_browser_read, self.to_browser = os.pipe()
        self.from_browser, from_browser_write = os.pipe()

        def give_pipes():  # the protocol's fixed descriptors: commands on 3, replies on 4
            commands, replies = os.dup(to_browser_read), os.dup(from_browser_write)
            os.dup2(commands, 3)
            os.dup2(replies, 4)
            os.set_inheritable(3, True)
            os.set_inheritable(4, True)

        self.process = subprocess.Popen(
            [executable, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--remote-debugging-pipe",
             "--no-first-run", "--no-default-browser-check", f"--user-data-dir={self.profile}", "about:blank"],
            preexec_fn=give_pipes, close_fds=False,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_browser_read)
        os.close(from_browser_write)
        self.buffer = b""
        self.next_id = 0
        self.logged = []
        target = self.call("Target.createTarget", url="about:blank")["targetId"]
        self.session = self.call("Target.attachToTarget", targetId=target, flatten=True)["sessionId"]
        self.call("Page.enable", session=True)
        self.call("Runtime.enable", session=True)  # console messages and uncaught exceptions
        self.call("Log.enable", session=True)  # failed loads, CSP and mixed-content messages

    def send(self, method, session, params):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params}
        if session:
            message["sessionId"] = self.session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        return self.next_id

    def receive(self):
        while b"\0" not in self.buffer:
            if not select.select([self.from_browser], [], [], PATIENCE_SECONDS)[0]:
                raise SystemExit(f"check_pages: chromium did not answer within {PATIENCE_SECONDS} s")
            chunk = os.read(self.from_browser, 1 << 20)
            if not chunk:
                raise SystemExit("check_pages: chromium closed its DevTools pipe (does `chromium --headless --no-sandbox "
                                 "--dump-dom about:blank` run on this machine?)")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        message = json.loads(message)
        error = logged_error(message)
        if error is not None:
            self.logged.append(error)
        return message

    def call(self, method, session=False, **params):
        wanted = self.send(method, session, params)
        while True:
            message = self.receive()
            if message.get("id") == wanted:
                if "error" in message:
                    raise SystemExit(f"check_pages: {method}: {message['error']}")
                return message["result"]

    def open(self, url):
        """Navigates to url and waits for its load event."""
        self.logged = []
        self.send("Page.navigate", True, {"url": url})
        while self.receive().get("method") != "Page.loadEventFired":
            pass

    def measure(self, page, paper=None):
        """What MEASURE finds wrong with page, as it is shown now (on paper: the widest upright and turned paper holds, in CSS px),
        and each error it logged while it loaded and was measured."""
        self.open(page.resolve().as_uri())
        measured = self.call("Runtime.evaluate", session=True, expression=f"({MEASURE})({json.dumps(paper)})",
                             returnByValue=True)
        if "exceptionDetails" in measured:
            raise SystemExit(f"check_pages: {page}: the measuring script failed: {measured['exceptionDetails']}")
        return measured["result"]["value"] + [f"it logs an error: {error}" for error in dict.fromkeys(self.logged)]

    def printed_columns(self, page, paper):
        """What PRINTED_COLUMNS finds wrong with page as printed on paper px unshrunk."""
        self.open(page.resolve().as_uri())
        measured = self.call("Runtime.evaluate", session=True, expression=f"({PRINTED_COLUMNS})({json.dumps(paper)})",
                             returnByValue=True)
        if "exceptionDetails" in measured:
            raise SystemExit(f"check_pages: {page}: the printed columns' script failed: {measured['exceptionDetails']}")
        return measured["result"]["value"]

    def printed_pages(self, page):
        """How many sheets page takes printed as `chromium --print-to-pdf --no-pdf-header-footer` prints it:
        on the page's own @page size (A4 when it names none), without the browser's header and footer."""
        self.open(page.resolve().as_uri())
        printed = self.call("Page.printToPDF", session=True, preferCSSPageSize=True, displayHeaderFooter=False,
                            paperWidth=A4_INCHES[0], paperHeight=A4_INCHES[1])
        return len(PDF_PAGE.findall(base64.b64decode(printed["data"])))

    def close(self):
        self.process.kill()
        self.process.wait()
        shutil.rmtree(self.profile, ignore_errors=True)


def chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    raise SystemExit("check_pages: no Chromium found: install Debian's chromium (apt-get install chromium)")


def pages(arguments):
    for argument in arguments:
        path = pathlib.Path(argument)
        if path.is_dir():
            yield from sorted(path.rglob("*.html"))
        elif path.is_file():
            yield path
        else:
            raise SystemExit(f"check_pages: {argument}: no such page or folder")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--screenshots", metavar="FOLDER")
    parser.add_argument("pages", nargs="*", metavar="PAGE_OR_FOLDER")
    parser.add_argument("--one-page", nargs="+", default=[], metavar="PAGE")
    arguments = parser.parse_args()
    if arguments.screenshots:
        os.makedirs(arguments.screenshots, exist_ok=True)
    one_page = list(pages(arguments.one_page))
    found = list(dict.fromkeys([*pages(arguments.pages), *one_page]))
    if not found:
        raise SystemExit("check_pages: no HTML page to check")
    browser = Browser(chromium())
    problems = []
    try:
        for width in WIDTHS:
            browser.call("Emulation.setDeviceMetricsOverride", session=True, width=width, height=900,
                         deviceScaleFactor=1, mobile=width < 600)
            for scheme in SCHEMES:
                browser.call("Emulation.setEmulatedMedia", session=True,
                             features=[{"name": "prefers-color-scheme", "value": scheme}])
                for page in found:
                    problems += [f"{page} at {width} px, {scheme}: {problem}" for problem in browser.measure(page)]
                    if arguments.screenshots:
                        shot = browser.call("Page.captureScreenshot", session=True, captureBeyondViewport=True)
                        name = f"{str(page).replace('/', '_')}-{width}-{scheme}.png"
                        pathlib.Path(arguments.screenshots, name).write_bytes(base64.b64decode(shot["data"]))
        browser.call("Emulation.setDeviceMetricsOverride", session=True, width=PAPER_LAYOUT_PX, height=1000,
                     deviceScaleFactor=1, mobile=False)
        browser.call("Emulation.setEmulatedMedia", session=True, media="print",
                     features=[{"name": "prefers-color-scheme", "value": "light"}])
        for page in found:
            problems += [f"{page} on A4: {problem}" for problem in browser.measure(page, PAPER_WIDEST_PX)]
        browser.call("Emulation.setDeviceMetricsOverride", session=True, width=math.floor(PAPER_PX), height=1000,
                     deviceScaleFactor=1, mobile=False)
        for page in found:
            problems += [f"{page} on A4: {problem}" for problem in browser.printed_columns(page, math.floor(PAPER_PX))]
        browser.call("Emulation.clearDeviceMetricsOverride", session=True)
        browser.call("Emulation.setEmulatedMedia", session=True, media="", features=[])
        for page in one_page:
            sheets = browser.printed_pages(page)
            if sheets != 1:
                problems.append(f"{page} on A4: printed, it takes {sheets} pages; it must fit on one")
    finally:
        browser.close()
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        sys.exit(1)
    print(f"check_pages: {len(found)} pages at {' and '.join(f'{w} px' for w in WIDTHS)}, light and dark: none wider than "
          f"the window, no text below {SMALLEST_TEXT_PX} px, every text with WCAG AA contrast, no element overflowing its box, "
          f"no error logged; on A4 none wider than the paper, every column of a banded table printed"
          + (f", and {len(one_page)} printed on one page each" if one_page else ""))


if __name__ == "__main__":
    main()
