#!/usr/bin/env python3
"""Checks a built Quipu site: every internal link of every page resolves to a file (zero broken),
no page loads anything from elsewhere, and atom.xml and sitemap.xml have the elements their
standards require, feed.json is a JSON Feed 1.1 with the Atom feed's entries.    usage: check_site.py SITE_FOLDER"""
import json
import os
import sys
import xml.etree.ElementTree as ElementTree
from html.parser import HTMLParser
from urllib.parse import urlparse, unquote


class Links(HTMLParser):
    def __init__(self):
        super().__init__()
        self.links = []

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if name in ("href", "src") and value is not None:
                self.links.append((tag, value))


def check_links(site):
    problems, pages = [], 0
    for folder, _, names in os.walk(site):
        for name in names:
            if not name.endswith(".html"):
                continue
            pages += 1
            page = os.path.join(folder, name)
            parser = Links()
            with open(page, encoding="utf-8") as file:
                parser.feed(file.read())
            for tag, link in parser.links:
                url = urlparse(link)
                if url.scheme or url.netloc:
                    problems.append(f"{page}: <{tag}> points outside the site: {link}")
                    continue
                if link.startswith("/"):
                    problems.append(f"{page}: absolute link, which breaks on file:// and under a sub-path: {link}")
                    continue
                if not url.path:
                    continue
                target = os.path.normpath(os.path.join(folder, unquote(url.path)))
                if not os.path.isfile(target):
                    problems.append(f"{page}: broken link {link}")
    return pages, problems


def check_feeds(site):
    problems = []
    atom = "{http://www.w3.org/2005/Atom}"
    feed = ElementTree.parse(os.path.join(site, "atom.xml")).getroot()
    if feed.tag != atom + "feed":
        problems.append("atom.xml: the root is not an Atom <feed>")
    for required in ("id", "title", "updated", "author/" + atom + "name"):
        if feed.find(atom + required) is None:
            problems.append(f"atom.xml: no <{required}> in the feed")
    if not any(link.get("rel") == "self" for link in feed.findall(atom + "link")):
        problems.append('atom.xml: no <link rel="self">')
    entries = feed.findall(atom + "entry")
    if not entries:
        problems.append("atom.xml: no entries")
    ids = [entry.findtext(atom + "id") for entry in entries]
    if len(set(ids)) != len(ids):
        problems.append("atom.xml: entry ids are not unique")
    for index, entry in enumerate(entries):
        for required in ("id", "title", "updated", "link"):
            if entry.find(atom + required) is None:
                problems.append(f"atom.xml: entry {index} has no <{required}>")
    with open(os.path.join(site, "feed.json"), encoding="utf-8") as file:
        json_feed = json.load(file)
    if json_feed.get("version") != "https://jsonfeed.org/version/1.1":
        problems.append(f"feed.json: version is {json_feed.get('version')!r}, not JSON Feed 1.1")
    if not json_feed.get("title") or not isinstance(json_feed.get("items"), list):
        problems.append("feed.json: no title or no items (both required)")
    items = json_feed.get("items") or []
    if [item.get("id") for item in items] != ids:
        problems.append("feed.json: its items are not the Atom feed's entries, in the same order")
    for index, item in enumerate(items):
        if not item.get("content_text") and not item.get("content_html"):
            problems.append(f"feed.json: item {index} has neither content_text nor content_html")
        if not urlparse(item.get("url", "")).scheme.startswith("http"):
            problems.append(f"feed.json: item {index}'s url is not absolute")
    sitemap = "{http://www.sitemaps.org/schemas/sitemap/0.9}"
    urlset = ElementTree.parse(os.path.join(site, "sitemap.xml")).getroot()
    if urlset.tag != sitemap + "urlset":
        problems.append("sitemap.xml: the root is not a sitemap 0.9 <urlset>")
    urls = urlset.findall(sitemap + "url")
    if not urls:
        problems.append("sitemap.xml: no <url>")
    for url in urls:
        location = url.findtext(sitemap + "loc") or ""
        if not urlparse(location).scheme.startswith("http"):
            problems.append(f"sitemap.xml: <loc> is not an absolute URL: {location!r}")
    return problems


def main():
    site = sys.argv[1]
    pages, problems = check_links(site)
    problems += check_feeds(site)
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        sys.exit(1)
    print(f"check_site: {pages} pages, no broken internal links, atom.xml, feed.json and sitemap.xml complete")


main()
