#!/usr/bin/env python3
"""Checks the PDF/A-3b parts of Quipu's PDFs that Apache PDFBox's preflight (a PDF/A-1b checker)
cannot see, with pikepdf (PyPI, pinned in .ci/run), and that nothing leaks into them:
- the XMP says pdfaid:part 3 and pdfaid:conformance B (veraPDF clause 6.6.4);
- one output intent, /S /GTS_PDFA1, with an ICC profile of 3 components (6.2.3);
- the trailer has an /ID of two strings (6.1.3);
- every CIDFontType2 font has a /CIDToGIDMap (6.2.11.3.2);
- the Info dictionary's Producer and Creator are Quipu, and no "cairo" string is in the file;
- an embedded file, when there is one: named factur-x.xml, MIME type text/xml, AFRelationship
  /Alternative, listed in the catalog's /AF and /Names /EmbeddedFiles, with the Factur-X XMP
  properties (6.8).
Usage: check_pdfa.py FILE.pdf..."""
import sys

import pikepdf

FX = "urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#"


def problems(path: str) -> list:
    found = []
    with open(path, "rb") as file:
        if b"cairo" in file.read().lower():
            found.append('the file holds the string "cairo"')
    pdf = pikepdf.open(path)
    metadata = pdf.open_metadata()
    if metadata.get("pdfaid:part") != "3" or metadata.get("pdfaid:conformance") != "B":
        found.append(f"XMP pdfaid is part {metadata.get('pdfaid:part')} conformance {metadata.get('pdfaid:conformance')}; expected 3 B")
    intents = pdf.Root.get("/OutputIntents", [])
    if len(intents) != 1 or intents[0].get("/S") != "/GTS_PDFA1" or intents[0].DestOutputProfile.get("/N") != 3:
        found.append("expected one /GTS_PDFA1 output intent with a 3-component ICC profile")
    identifier = pdf.trailer.get("/ID")
    if identifier is None or len(identifier) != 2:
        found.append("the trailer has no /ID of two strings")
    for font in pdf.objects:
        if isinstance(font, pikepdf.Dictionary) and font.get("/Subtype") == "/CIDFontType2" and "/CIDToGIDMap" not in font:
            found.append(f"CID font {font.get('/BaseFont')} has no /CIDToGIDMap")
    for key in ("/Producer", "/Creator"):
        if str(pdf.docinfo.get(key)) != "Quipu":
            found.append(f"Info {key} is {pdf.docinfo.get(key)}; expected Quipu")
    associated = pdf.Root.get("/AF", [])
    if len(associated) != len(pdf.attachments):
        found.append(f"{len(associated)} files in /AF, {len(pdf.attachments)} in /Names /EmbeddedFiles")
    for specification in associated:
        name, stream = str(specification.get("/UF")), specification.EF.F
        if name != "factur-x.xml" or specification.get("/AFRelationship") != "/Alternative" or stream.get("/Subtype") != "/text/xml":
            found.append(f"embedded {name}: {specification.get('/AFRelationship')}, {stream.get('/Subtype')}; "
                         "expected factur-x.xml, /Alternative, /text/xml")
        if name not in pdf.attachments:
            found.append(f"embedded {name} is not in /Names /EmbeddedFiles")
        if metadata.get(f"{{{FX}}}DocumentFileName") != name:
            found.append("the XMP's fx:DocumentFileName does not name the embedded file")
    return found


def main() -> None:
    if len(sys.argv) < 2:
        sys.exit("usage: check_pdfa.py FILE.pdf...")
    failed = False
    for path in sys.argv[1:]:
        for problem in problems(path):
            print(f"{path}: {problem}", file=sys.stderr)
            failed = True
    if failed:
        sys.exit(1)
    print(f"ci: {len(sys.argv) - 1} PDFs have the PDF/A-3b parts")


if __name__ == "__main__":
    main()
