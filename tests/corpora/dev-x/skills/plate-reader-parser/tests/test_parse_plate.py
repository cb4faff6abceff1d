"""Tests for parse_plate.py — run with: python3 -m unittest discover -s tests

The Tecan fixture is stored base64-encoded because i-control writes UTF-16LE
with a byte-order mark and CRLF line endings; keeping the exact bytes is the
point of the test (a plain-text fixture would be re-encoded by editors and git).
"""
import base64
import csv
import sys
import tempfile
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))

import parse_plate  # noqa: E402

# Tecan infinite 200Pro absorbance export, 600 nm, UTF-16LE with BOM (H12 = OVER).
TECAN_UTF16_B64 = (
    "//5BAHAAcABsAGkAYwBhAHQAaQBvAG4AOgAgAFQAZQBjAGEAbgAgAGkALQBjAG8AbgB0AHIAbwBs"
    "AA0ACgBUAGUAYwBhAG4AIABpAC0AYwBvAG4AdAByAG8AbAAgACwAIAAyAC4AMAAuADEAMAAuADAA"
    "DQAKAEQAZQB2AGkAYwBlADoAIABpAG4AZgBpAG4AaQB0AGUAIAAyADAAMABQAHIAbwANAAoAUwBl"
    "AHIAaQBhAGwAIABuAHUAbQBiAGUAcgA6ACAAMQA1ADEAMAAwADAANABYAFgAWAANAAoARABhAHQA"
    "ZQA6AAkAMQAyAC8AMAA2AC8AMgAwADIANAANAAoAUwB0AGEAdAB1AHMAOgAgADAAeAAwADAAMAA1"
    "AA0ACgANAAoAQQBiAHMAbwByAGIAYQBuAGMAZQANAAoAVwBhAHYAZQBsAGUAbgBnAHQAaAA6ACAA"
    "NgAwADAAIABuAG0ADQAKAA0ACgA8AD4ACQAxAAkAMgAJADMACQA0AAkANQAJADYACQA3AAkAOAAJ"
    "ADkACQAxADAACQAxADEACQAxADIADQAKAEEACQAwAC4AMAA0ADUAMAAJADAALgAyADYAMAAwAAkA"
    "MAAuADMANAAwADAACQAwAC4ANAAyADAAMAAJADAALgA1ADAAMAAwAAkAMAAuADUAOAAwADAACQAw"
    "AC4ANgA2ADAAMAAJADAALgA3ADQAMAAwAAkAMAAuADgAMgAwADAACQAwAC4AOQAwADAAMAAJADAA"
    "LgA5ADgAMAAwAAkAMQAuADAANgAwADAADQAKAEIACQAwAC4AMAA0ADYAMAAJADAALgAyADcAMAAw"
    "AAkAMAAuADMANQAwADAACQAwAC4ANAAzADAAMAAJADAALgA1ADEAMAAwAAkAMAAuADUAOQAwADAA"
    "CQAwAC4ANgA3ADAAMAAJADAALgA3ADUAMAAwAAkAMAAuADgAMwAwADAACQAwAC4AOQAxADAAMAAJ"
    "ADAALgA5ADkAMAAwAAkAMQAuADAANwAwADAADQAKAEMACQAwAC4AMAA0ADcAMAAJADAALgAyADgA"
    "MAAwAAkAMAAuADMANgAwADAACQAwAC4ANAA0ADAAMAAJADAALgA1ADIAMAAwAAkAMAAuADYAMAAw"
    "ADAACQAwAC4ANgA4ADAAMAAJADAALgA3ADYAMAAwAAkAMAAuADgANAAwADAACQAwAC4AOQAyADAA"
    "MAAJADEALgAwADAAMAAwAAkAMQAuADAAOAAwADAADQAKAEQACQAwAC4AMAA0ADgAMAAJADAALgAy"
    "ADkAMAAwAAkAMAAuADMANwAwADAACQAwAC4ANAA1ADAAMAAJADAALgA1ADMAMAAwAAkAMAAuADYA"
    "MQAwADAACQAwAC4ANgA5ADAAMAAJADAALgA3ADcAMAAwAAkAMAAuADgANQAwADAACQAwAC4AOQAz"
    "ADAAMAAJADEALgAwADEAMAAwAAkAMQAuADAAOQAwADAADQAKAEUACQAwAC4AMAA0ADkAMAAJADAA"
    "LgAzADAAMAAwAAkAMAAuADMAOAAwADAACQAwAC4ANAA2ADAAMAAJADAALgA1ADQAMAAwAAkAMAAu"
    "ADYAMgAwADAACQAwAC4ANwAwADAAMAAJADAALgA3ADgAMAAwAAkAMAAuADgANgAwADAACQAwAC4A"
    "OQA0ADAAMAAJADEALgAwADIAMAAwAAkAMQAuADEAMAAwADAADQAKAEYACQAwAC4AMAA1ADAAMAAJ"
    "ADAALgAzADEAMAAwAAkAMAAuADMAOQAwADAACQAwAC4ANAA3ADAAMAAJADAALgA1ADUAMAAwAAkA"
    "MAAuADYAMwAwADAACQAwAC4ANwAxADAAMAAJADAALgA3ADkAMAAwAAkAMAAuADgANwAwADAACQAw"
    "AC4AOQA1ADAAMAAJADEALgAwADMAMAAwAAkAMQAuADEAMQAwADAADQAKAEcACQAwAC4AMAA1ADEA"
    "MAAJADAALgAzADIAMAAwAAkAMAAuADQAMAAwADAACQAwAC4ANAA4ADAAMAAJADAALgA1ADYAMAAw"
    "AAkAMAAuADYANAAwADAACQAwAC4ANwAyADAAMAAJADAALgA4ADAAMAAwAAkAMAAuADgAOAAwADAA"
    "CQAwAC4AOQA2ADAAMAAJADEALgAwADQAMAAwAAkAMQAuADEAMgAwADAADQAKAEgACQAwAC4AMAA1"
    "ADIAMAAJADAALgAzADMAMAAwAAkAMAAuADQAMQAwADAACQAwAC4ANAA5ADAAMAAJADAALgA1ADcA"
    "MAAwAAkAMAAuADYANQAwADAACQAwAC4ANwAzADAAMAAJADAALgA4ADEAMAAwAAkAMAAuADgAOQAw"
    "ADAACQAwAC4AOQA3ADAAMAAJADEALgAwADUAMAAwAAkATwBWAEUAUgANAAoA"
)

BMG_MATRIX = """Testname: OD600 growth;;;;;;;;;;;;
User: lab;;;;;;;;;;;;
Test ID: 1187;;;;;;;;;;;;
;;;;;;;;;;;;
Raw Data (600);;;;;;;;;;;;
;1;2;3;4;5;6;7;8;9;10;11;12
A;0,051;0,412;0,398;0,405;0,377;0,391;0,420;0,388;0,402;0,395;0,410;0,399
B;0,049;0,407;0,401;0,399;0,385;0,392;0,415;0,390;0,397;0,401;0,404;0,396
C;0,050;0,398;0,395;0,402;0,380;0,389;0,418;0,386;0,400;0,398;0,407;0,401
D;0,052;0,405;0,400;0,398;0,383;0,394;0,412;0,391;0,399;0,396;0,409;0,400
E;0,048;0,410;0,397;0,404;0,379;0,390;0,419;0,387;0,401;0,399;0,406;0,398
F;0,051;0,403;0,399;0,400;0,382;0,393;0,416;0,389;0,398;0,397;0,408;0,402
G;0,050;0,409;0,396;0,403;0,381;0,388;0,417;0,392;0,403;0,400;0,405;0,397
H;0,049;0,406;0,402;0,401;0,384;0,391;0,414;0,390;0,396;0,398;0,411;0,399
"""


class ParsePlateTests(unittest.TestCase):
    def setUp(self):
        self._tmp = tempfile.TemporaryDirectory()
        self.tmp = Path(self._tmp.name)

    def tearDown(self):
        self._tmp.cleanup()

    def test_tecan_utf16_matrix(self):
        path = self.tmp / "tecan.asc"
        path.write_bytes(base64.b64decode(TECAN_UTF16_B64))
        readings, notes = parse_plate.parse_file(path)
        self.assertEqual(len(readings), 96)
        self.assertEqual(readings[0].wavelength, "600")
        h12 = next(r for r in readings if r.well == "H12")
        self.assertIsNone(h12.value)
        self.assertEqual(h12.flag, "overflow")
        self.assertTrue(any("plate lid detected" in n for n in notes))

    def test_bmg_semicolon_decimal_comma(self):
        path = self.tmp / "bmg.csv"
        path.write_text(BMG_MATRIX, encoding="utf-8")
        readings, _ = parse_plate.parse_file(path)
        self.assertEqual(len(readings), 96)
        a2 = next(r for r in readings if r.well == "A2")
        self.assertAlmostEqual(a2.value, 0.412)

    def test_status_decoding(self):
        self.assertEqual(parse_plate.decode_status("0x0002"), ["gain adjusted automatically"])
        self.assertIn("unknown status bits 0x0100", parse_plate.decode_status("0x0100"))
        self.assertEqual(parse_plate.decode_status("zz"), ["unreadable status 'zz'"])

    def test_folder_mode_stays_in_folder(self):
        (self.tmp / "run1").mkdir()
        (self.tmp / "run1" / "deep").mkdir()
        (self.tmp / "run1" / "plate.csv").write_text(BMG_MATRIX, encoding="utf-8")
        (self.tmp / "run1" / "deep" / "plate2.csv").write_text(BMG_MATRIX, encoding="utf-8")
        (self.tmp / "outside.csv").write_text(BMG_MATRIX, encoding="utf-8")
        flat = parse_plate.iter_inputs(self.tmp / "run1", recursive=False, max_depth=3)
        self.assertEqual([p.name for p in flat], ["plate.csv"])
        deep = parse_plate.iter_inputs(self.tmp / "run1", recursive=True, max_depth=3)
        self.assertEqual(sorted(p.name for p in deep), ["plate.csv", "plate2.csv"])

    def test_end_to_end_with_layout(self):
        src = self.tmp / "bmg.csv"
        src.write_text(BMG_MATRIX, encoding="utf-8")
        out = self.tmp / "tidy.csv"
        layout = Path(__file__).resolve().parent.parent / "assets" / "layout_96.json"
        self.assertEqual(parse_plate.main([str(src), "-o", str(out), "--layout", str(layout)]), 0)
        with out.open(newline="", encoding="utf-8") as fh:
            rows = list(csv.DictReader(fh))
        a2 = next(r for r in rows if r["well"] == "A2")
        self.assertEqual(a2["role"], "sample")
        self.assertAlmostEqual(float(a2["blank_corrected"]), 0.412 - 0.05, places=3)


if __name__ == "__main__":
    unittest.main()
