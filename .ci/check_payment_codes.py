"""Reads the payment QR code of invoices as a phone would: each PDF rendered by poppler's pdftoppm at
150 dpi, each HTML page screenshot by headless Chromium (1280 px in the light color scheme, 390 px in
the dark one), decoded by zbar's zbarimg. What it must say is worked out here from the document's
UN/CEFACT CII (FILE.cii.xml beside it, or --cii), not from Quipu's code: the EPC069-12 lines BCD, 002,
1 (UTF-8), SCT, the BIC (empty without one), the seller's name, its IBAN, EUR and the amount due
(BT-115), no purpose, no structured reference and the invoice number as the remittance text. A
document that must have none (a credit note, another currency than EUR, nothing due, no IBAN or one
outside SEPA) must decode to nothing.

    python3 .ci/check_payment_codes.py output/invoice-*.pdf output/invoice-*.html output/credit-note-*.pdf
    python3 .ci/check_payment_codes.py --cii tampered.cii.xml output/invoice-2024-0044.pdf   # must fail
"""

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree
from decimal import Decimal

NAMESPACES = {
    "rsm": "urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100",
    "ram": "urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100",
}
# The countries whose IBANs are in SEPA (EPC409-09, the EPC's list of SEPA countries).
SEPA = set("AD AL AT BE BG CH CY CZ DE DK EE ES FI FR GB GI GR HR HU IE IS IT LI LT LU LV MC MD ME MK MT NL NO PL PT RO SE SI SK SM VA".split())
CREDIT_NOTE = "381"


def text(root, path):
    element = root.find(path, NAMESPACES)
    return None if element is None else element.text


def expected_payload(cii_path):
    """The EPC payload the document's code must hold, or None when it must have no code."""
    root = ElementTree.parse(cii_path).getroot()
    settlement = "rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeSettlement"
    if text(root, "rsm:ExchangedDocument/ram:TypeCode") == CREDIT_NOTE:
        return None
    iban = text(root, f"{settlement}/ram:SpecifiedTradeSettlementPaymentMeans/ram:PayeePartyCreditorFinancialAccount/ram:IBANID")
    due = Decimal(text(root, f"{settlement}/ram:SpecifiedTradeSettlementHeaderMonetarySummation/ram:DuePayableAmount"))
    if text(root, f"{settlement}/ram:InvoiceCurrencyCode") != "EUR" or not iban or iban[:2] not in SEPA or due <= 0:
        return None
    bic = text(root, f"{settlement}/ram:SpecifiedTradeSettlementPaymentMeans/ram:PayeeSpecifiedCreditorFinancialInstitution/ram:BICID") or ""
    seller = text(root, "rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeAgreement/ram:SellerTradeParty/ram:Name")
    number = text(root, "rsm:ExchangedDocument/ram:ID")
    return "\n".join(["BCD", "002", "1", "SCT", bic, seller[:70], iban, f"EUR{due:.2f}", "", "", number[:140]])


def image(document, folder, variant):
    """A PNG of the document: its first page at 150 dpi, or its page in Chromium at `variant`'s width and scheme."""
    png = os.path.join(folder, f"{os.path.basename(document)}.{variant}.png")
    if document.endswith(".pdf"):
        subprocess.run(["pdftoppm", "-r", "150", "-png", "-singlefile", document, png[:-4]], check=True)
    else:
        width, scheme = variant.split("-")
        browser = next(filter(None, map(shutil.which, ("chromium", "chromium-browser", "google-chrome"))))
        subprocess.run([browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", f"--window-size={width},2400",
                        f"--blink-settings=preferredColorScheme={0 if scheme == 'dark' else 1}", f"--screenshot={png}",
                        "file://" + os.path.abspath(document)], check=True, capture_output=True, timeout=120)
    return png


def decoded(png):
    """What zbarimg reads from the image's QR codes: None for none."""
    result = subprocess.run(["zbarimg", "--raw", "-q", "-Sdisable", "-Sqrcode.enable", png], capture_output=True)
    if result.returncode == 4:  # no symbol found
        return None
    if result.returncode != 0:
        raise SystemExit(f"check_payment_codes: zbarimg failed on {png}: {result.stderr.decode(errors='replace')}")
    return result.stdout.decode("utf-8").removesuffix("\n")


def main():
    arguments = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    arguments.add_argument("--cii", help="the CII to compare every document with, instead of each one's own")
    arguments.add_argument("documents", nargs="+")
    options = arguments.parse_args()
    failures, codes = [], 0
    with tempfile.TemporaryDirectory() as folder:
        for document in options.documents:
            cii = options.cii or document.removesuffix(".pdf").removesuffix(".html") + ".cii.xml"
            expected = expected_payload(cii)
            for variant in ["150dpi"] if document.endswith(".pdf") else ["1280-light", "390-dark"]:
                found = decoded(image(document, folder, variant))
                if found != expected:
                    failures.append(f"{document} ({variant}): its QR code reads {found!r}; expected {expected!r} from {cii}")
                elif found is not None:
                    codes += 1
                    print(f"check_payment_codes: {document} ({variant}): {found.splitlines()[7]} to {found.splitlines()[6]} for {found.splitlines()[10]}")
    for failure in failures:
        print(f"check_payment_codes: {failure}", file=sys.stderr)
    if failures:
        raise SystemExit(1)
    print(f"check_payment_codes: {len(options.documents)} documents: {codes} codes read as their CII says, none where it says none")


if __name__ == "__main__":
    main()
