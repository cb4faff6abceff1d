"""Unit tests for scan_staged.py (pure functions only; no git repo needed).

Run: python3 -m unittest discover -s tests

All key material below is fake. AWS publishes AKIAIOSFODNN7EXAMPLE and
wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY as documentation examples; the other
values are assembled from fragments so hosting-side push protection does not
flag this test file.
"""
import sys
import unittest
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "scripts"))

import scan_staged  # noqa: E402

RULES, NAMES = scan_staged.load_patterns(HERE.parent / "assets" / "patterns.json")

FAKE_AWS_ID = "AKIAIOSFODNN7EXAMPLE"
FAKE_AWS_SECRET = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
FAKE_GH = "ghp_" + "0123456789abcdefABCDEF" + "0123456789abcd"
FAKE_SLACK = "xoxb-" + "000000000000-" + "fakefakefake"
PEM_HEADER = "-----BEGIN " + "RSA PRIVATE KEY" + "-----"


def rules_hit(text: str) -> set[str]:
    return {f.rule for f in scan_staged.scan_text("t.txt", text, RULES)}


class DetectionTests(unittest.TestCase):
    def test_aws_pair(self):
        text = f"aws_access_key_id = {FAKE_AWS_ID}\naws_secret_access_key = {FAKE_AWS_SECRET}\n"
        self.assertEqual(rules_hit(text) & {"aws-access-key-id", "aws-secret-access-key"},
                         {"aws-access-key-id", "aws-secret-access-key"})

    def test_github_and_slack(self):
        self.assertIn("github-token", rules_hit(f'GITHUB_TOKEN="{FAKE_GH}"'))
        self.assertIn("slack-token", rules_hit(f"SLACK_BOT_TOKEN={FAKE_SLACK}"))

    def test_private_key_header(self):
        self.assertIn("private-key", rules_hit(PEM_HEADER + "\nMIIEow...\n"))

    def test_plain_code_is_quiet(self):
        code = 'password = os.environ["DB_PASSWORD"]\nkey_id = settings.aws_key_id\n'
        self.assertEqual(rules_hit(code), set())

    def test_short_values_ignored(self):
        self.assertEqual(rules_hit('password = "x"'), set())


class RedactionTests(unittest.TestCase):
    def test_full_secret_never_in_output(self):
        findings = scan_staged.scan_text("cfg.ini", f"token={FAKE_GH}", RULES)
        self.assertTrue(findings)
        for f in findings:
            self.assertNotIn(FAKE_GH, f.redacted)
            self.assertTrue(f.redacted.startswith("ghp_"))
            self.assertIn(f"({len(FAKE_GH)} chars)", f.redacted)

    def test_short_secret_has_no_prefix(self):
        self.assertEqual(scan_staged.redact("abcdefgh"), "…(8 chars)")

    def test_fingerprint_stable(self):
        self.assertEqual(scan_staged.fingerprint(FAKE_AWS_ID), scan_staged.fingerprint(FAKE_AWS_ID))
        self.assertEqual(len(scan_staged.fingerprint(FAKE_AWS_ID)), 16)


class FileNameTests(unittest.TestCase):
    def test_blocked(self):
        for name in (".env", "config/.env.production", "keys/id_rsa", "deploy/prod.pem", "aws/credentials"):
            with self.subTest(name=name):
                self.assertIsNotNone(scan_staged.blocked_name(name, NAMES))

    def test_allowed(self):
        for name in (".env.example", "README.md", "id_rsa.pub", "credentials.md"):
            with self.subTest(name=name):
                self.assertIsNone(scan_staged.blocked_name(name, NAMES))


if __name__ == "__main__":
    unittest.main()
