module github.com/secops-skills/iam-policy-review

go 1.22
