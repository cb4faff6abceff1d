"""Pruebas unitarias: python3 -m unittest discover -s tests"""
import datetime as dt
import sys
import tempfile
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))

import send_reminders as sr  # noqa: E402

EXAMPLE = Path(__file__).resolve().parent.parent / "assets" / "agenda_ejemplo.csv"


class PhoneTests(unittest.TestCase):
    def test_spanish_mobile_without_prefix(self):
        self.assertEqual(sr.normalise_phone("600 000 101"), "+34600000101")

    def test_double_zero_prefix(self):
        self.assertEqual(sr.normalise_phone("0034600000103"), "+34600000103")

    def test_landline_rejected(self):
        self.assertIsNone(sr.normalise_phone("96 000 00 00"))

    def test_mask_keeps_only_prefix_and_last_three(self):
        self.assertEqual(sr.mask_phone("+34600000101"), "+346*****101")


class AgendaTests(unittest.TestCase):
    def test_example_agenda(self):
        reminders, problems, skipped = sr.load_agenda(EXAMPLE, dt.date(2024, 6, 12))
        self.assertEqual(len(reminders), 3)
        self.assertEqual(skipped, 1)
        self.assertEqual(len(problems), 2)  # fijo + fecha en formato dd/mm/aaaa

    def test_sensitive_specialty_hides_professional(self):
        reminders, _, _ = sr.load_agenda(EXAMPLE, dt.date(2024, 6, 12))
        jorge = next(r for r in reminders if r.row == 3)
        self.assertNotIn("Serra", jorge.body)

    def test_missing_columns(self):
        with tempfile.TemporaryDirectory() as tmp:
            bad = Path(tmp) / "agenda.csv"
            bad.write_text("paciente,telefono\nAna,600000000\n", encoding="utf-8")
            with self.assertRaises(SystemExit):
                sr.load_agenda(bad, dt.date(2024, 6, 12))


if __name__ == "__main__":
    unittest.main()
