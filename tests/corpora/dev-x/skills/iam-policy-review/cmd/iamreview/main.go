// Command iamreview analyses an exported AWS account authorization report
// (`aws iam get-account-authorization-details --output json`) offline and
// lists over-broad and privilege-escalation-prone permissions.
//
// It reads one file given with -in. It does not call AWS, does not load AWS
// credentials or config, and makes no network connections.
package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
)

const maxInputBytes = 512 << 20 // 512 MiB; large orgs produce big exports

func main() {
	in := flag.String("in", "", "path to get-account-authorization-details JSON (required)")
	format := flag.String("format", "md", "output format: md or json")
	minSev := flag.String("min-severity", "medium", "lowest severity to report: info, medium, high, critical")
	flag.Parse()

	if *in == "" {
		fmt.Fprintln(os.Stderr, "error: -in is required")
		flag.Usage()
		os.Exit(2)
	}
	threshold, ok := map[string]severity{"info": sevInfo, "medium": sevMedium, "high": sevHigh, "critical": sevCritical}[*minSev]
	if !ok {
		fmt.Fprintf(os.Stderr, "error: unknown -min-severity %q\n", *minSev)
		os.Exit(2)
	}
	if *format != "md" && *format != "json" {
		fmt.Fprintf(os.Stderr, "error: unknown -format %q\n", *format)
		os.Exit(2)
	}

	details, err := load(*in)
	if err != nil {
		fmt.Fprintf(os.Stderr, "error: %v\n", err)
		os.Exit(1)
	}

	findings, problems := analyse(details)
	kept := findings[:0]
	for _, f := range findings {
		if f.Severity >= threshold {
			kept = append(kept, f)
		}
	}
	sort.SliceStable(kept, func(i, j int) bool {
		if kept[i].Severity != kept[j].Severity {
			return kept[i].Severity > kept[j].Severity
		}
		return kept[i].Principal < kept[j].Principal
	})

	if *format == "json" {
		enc := json.NewEncoder(os.Stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(map[string]any{"findings": kept, "unparsed": problems}); err != nil {
			fmt.Fprintf(os.Stderr, "error: writing output: %v\n", err)
			os.Exit(1)
		}
	} else {
		writeMarkdown(os.Stdout, details, kept, problems)
	}
	if len(problems) > 0 {
		fmt.Fprintf(os.Stderr, "warning: %d policy documents could not be parsed; see report\n", len(problems))
	}
}

func load(path string) (*authDetails, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()

	data, err := io.ReadAll(io.LimitReader(f, maxInputBytes+1))
	if err != nil {
		return nil, fmt.Errorf("reading %s: %w", path, err)
	}
	if len(data) > maxInputBytes {
		return nil, fmt.Errorf("%s is larger than %d bytes; split the export per account", path, maxInputBytes)
	}
	var d authDetails
	if err := json.Unmarshal(data, &d); err != nil {
		var syn *json.SyntaxError
		if errors.As(err, &syn) {
			return nil, fmt.Errorf("%s is not valid JSON (offset %d): %v", path, syn.Offset, err)
		}
		return nil, fmt.Errorf("%s does not look like get-account-authorization-details output: %w", path, err)
	}
	if len(d.UserDetailList)+len(d.GroupDetailList)+len(d.RoleDetailList)+len(d.Policies) == 0 {
		return nil, fmt.Errorf("%s contains no users, groups, roles or policies", path)
	}
	return &d, nil
}

func analyse(d *authDetails) ([]finding, []string) {
	var findings []finding
	var problems []string

	check := func(who, name string, raw json.RawMessage) {
		doc, err := parseDocument(raw)
		if err != nil {
			problems = append(problems, fmt.Sprintf("%s / %s: %v", who, name, err))
			return
		}
		findings = append(findings, checkPermissions(who, name, doc)...)
	}

	for _, group := range [][]principal{d.UserDetailList, d.GroupDetailList, d.RoleDetailList} {
		for _, p := range group {
			for _, ip := range p.inline() {
				check(p.label(), "inline:"+ip.PolicyName, ip.PolicyDocument)
			}
			for _, ap := range p.AttachedManagedPolicies {
				if p.UserName != "" && strings.HasSuffix(ap.PolicyArn, ":policy/AdministratorAccess") {
					findings = append(findings, finding{"IAM-007", sevHigh, p.label(), ap.PolicyName, "",
						"AdministratorAccess attached directly to a user - use a role with MFA and session limits"})
				}
			}
			if p.RoleName != "" {
				doc, err := parseDocument(p.AssumeRolePolicyDocument)
				if err != nil {
					problems = append(problems, fmt.Sprintf("%s / trust policy: %v", p.label(), err))
				} else {
					findings = append(findings, checkTrust(p.label(), doc)...)
				}
			}
		}
	}

	for _, mp := range d.Policies {
		// AWS-managed policies are broad by design; report only customer-managed ones.
		if strings.HasPrefix(mp.Arn, "arn:aws:iam::aws:policy/") || mp.AttachmentCount == 0 {
			continue
		}
		for _, v := range mp.PolicyVersionList {
			if v.IsDefaultVersion {
				check(fmt.Sprintf("managed (attached %dx)", mp.AttachmentCount), mp.PolicyName, v.Document)
			}
		}
	}
	return findings, problems
}

func writeMarkdown(w io.Writer, d *authDetails, findings []finding, problems []string) {
	fmt.Fprintln(w, "# IAM policy review")
	fmt.Fprintln(w)
	fmt.Fprintf(w, "Scope: %d users, %d groups, %d roles, %d managed policies (offline export).\n\n",
		len(d.UserDetailList), len(d.GroupDetailList), len(d.RoleDetailList), len(d.Policies))
	if len(findings) == 0 {
		fmt.Fprintln(w, "No findings at or above the selected severity.")
	} else {
		fmt.Fprintln(w, "| severity | rule | principal | policy | sid | detail |")
		fmt.Fprintln(w, "|---|---|---|---|---|---|")
		for _, f := range findings {
			fmt.Fprintf(w, "| %s | %s | %s | %s | %s | %s |\n", f.Severity, f.Rule, md(f.Principal), md(f.Policy), md(f.Sid), md(f.Detail))
		}
	}
	if len(problems) > 0 {
		fmt.Fprintln(w)
		fmt.Fprintln(w, "## Documents that could not be parsed (review by hand)")
		fmt.Fprintln(w)
		for _, p := range problems {
			fmt.Fprintf(w, "- %s\n", p)
		}
	}
}

func md(s string) string { return strings.ReplaceAll(s, "|", `\|`) }
