#!/usr/bin/env python3
"""Decode a base64 SAMLResponse and print the fields relevant for debugging.

The XML is parsed with defusedxml-like restrictions from the stdlib: entity expansion is
not resolved by ElementTree for external entities; DOCTYPE declarations are rejected."""
import base64
import binascii
import sys
import xml.etree.ElementTree as ET

NS = {"saml": "urn:oasis:names:tc:SAML:2.0:assertion",
      "samlp": "urn:oasis:names:tc:SAML:2.0:protocol",
      "ds": "http://www.w3.org/2000/09/xmldsig#"}


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: decode_saml.py response.b64")
    with open(sys.argv[1], encoding="ascii") as fh:
        raw = fh.read().strip()
    try:
        xml = base64.b64decode(raw, validate=True)
    except binascii.Error as exc:
        sys.exit(f"not valid base64: {exc}")
    if b"<!DOCTYPE" in xml:
        sys.exit("DOCTYPE present; refusing to parse")
    try:
        root = ET.fromstring(xml)
    except ET.ParseError as exc:
        sys.exit(f"not valid XML: {exc}")
    a = root.find("saml:Assertion", NS)
    print("Destination:", root.get("Destination"))
    print("Issuer:", root.findtext("saml:Issuer", namespaces=NS))
    status = root.find("samlp:Status/samlp:StatusCode", NS)
    print("Status:", status.get("Value") if status is not None else "<missing>")
    print("Response signed:", root.find("ds:Signature", NS) is not None)
    if a is None:
        print("No plain Assertion (encrypted?)")
        return
    print("Assertion signed:", a.find("ds:Signature", NS) is not None)
    cond = a.find("saml:Conditions", NS)
    if cond is not None:
        print("NotBefore:", cond.get("NotBefore"), "NotOnOrAfter:", cond.get("NotOnOrAfter"))
        print("Audience:", cond.findtext("saml:AudienceRestriction/saml:Audience", namespaces=NS))
    sc = a.find("saml:Subject/saml:SubjectConfirmation/saml:SubjectConfirmationData", NS)
    if sc is not None:
        print("Recipient:", sc.get("Recipient"))
    for attr in a.findall("saml:AttributeStatement/saml:Attribute", NS):
        print(f"Attribute {attr.get('Name')}: <masked, {len(attr)} value(s)>")


if __name__ == "__main__":
    main()
