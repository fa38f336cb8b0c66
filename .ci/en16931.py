#!/usr/bin/env python3
"""Runs the CEN EN 16931 UBL rules (XSLT 2.0, with Saxon-HE) on UBL invoices and fails on any
fatal assert. Usage: en16931.py RULES.xslt INVOICE.ubl.xml..."""
import subprocess
import sys
import xml.etree.ElementTree as ElementTree

SVRL = "{http://purl.oclc.org/dsdl/svrl}"
SAXON = "/usr/share/java/Saxon-HE.jar"


def failed_asserts(rules: str, invoice: str) -> list:
    run = subprocess.run(["java", "-cp", SAXON, "net.sf.saxon.Transform", f"-s:{invoice}", f"-xsl:{rules}"],
                         capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit(f"{invoice}: Saxon failed: {run.stderr.strip()}")
    report = ElementTree.fromstring(run.stdout)
    if not report.findall(f"{SVRL}fired-rule"):
        sys.exit(f"{invoice}: no rule fired; is {rules} the EN 16931 UBL validation?")
    return report.findall(f"{SVRL}failed-assert")


def main() -> None:
    rules, invoices = sys.argv[1], sys.argv[2:]
    if not invoices:
        sys.exit("en16931: no UBL invoices to check")
    fatal = 0
    for invoice in invoices:
        for failure in failed_asserts(rules, invoice):
            flag = failure.get("flag", "")
            text = " ".join("".join(failure.find(f"{SVRL}text").itertext()).split())
            print(f"{invoice}: {flag}: {failure.get('id')}: {text} at {failure.get('location')}")
            fatal += flag == "fatal"
        print(f"en16931: {invoice} checked")
    if fatal:
        sys.exit(f"en16931: {fatal} fatal assert(s)")


if __name__ == "__main__":
    main()
