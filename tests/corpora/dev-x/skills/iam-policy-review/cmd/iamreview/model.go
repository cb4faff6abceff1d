package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/url"
)

// authDetails mirrors the subset of `aws iam get-account-authorization-details`
// output that the rules need. Unknown fields are ignored.
type authDetails struct {
	UserDetailList  []principal     `json:"UserDetailList"`
	GroupDetailList []principal     `json:"GroupDetailList"`
	RoleDetailList  []principal     `json:"RoleDetailList"`
	Policies        []managedPolicy `json:"Policies"`
}

type inlinePolicy struct {
	PolicyName     string          `json:"PolicyName"`
	PolicyDocument json.RawMessage `json:"PolicyDocument"`
}

type attachedPolicy struct {
	PolicyName string `json:"PolicyName"`
	PolicyArn  string `json:"PolicyArn"`
}

type principal struct {
	UserName                 string           `json:"UserName"`
	GroupName                string           `json:"GroupName"`
	RoleName                 string           `json:"RoleName"`
	Arn                      string           `json:"Arn"`
	UserPolicyList           []inlinePolicy   `json:"UserPolicyList"`
	GroupPolicyList          []inlinePolicy   `json:"GroupPolicyList"`
	RolePolicyList           []inlinePolicy   `json:"RolePolicyList"`
	AttachedManagedPolicies  []attachedPolicy `json:"AttachedManagedPolicies"`
	AssumeRolePolicyDocument json.RawMessage  `json:"AssumeRolePolicyDocument"`
}

func (p principal) label() string {
	switch {
	case p.UserName != "":
		return "user/" + p.UserName
	case p.GroupName != "":
		return "group/" + p.GroupName
	case p.RoleName != "":
		return "role/" + p.RoleName
	}
	return p.Arn
}

func (p principal) inline() []inlinePolicy {
	all := make([]inlinePolicy, 0, len(p.UserPolicyList)+len(p.GroupPolicyList)+len(p.RolePolicyList))
	all = append(all, p.UserPolicyList...)
	all = append(all, p.GroupPolicyList...)
	return append(all, p.RolePolicyList...)
}

type policyVersion struct {
	Document         json.RawMessage `json:"Document"`
	IsDefaultVersion bool            `json:"IsDefaultVersion"`
}

type managedPolicy struct {
	PolicyName        string          `json:"PolicyName"`
	Arn               string          `json:"Arn"`
	AttachmentCount   int             `json:"AttachmentCount"`
	PolicyVersionList []policyVersion `json:"PolicyVersionList"`
}

type document struct {
	Statement statements `json:"Statement"`
}

type statement struct {
	Sid       string          `json:"Sid"`
	Effect    string          `json:"Effect"`
	Action    stringList      `json:"Action"`
	NotAction stringList      `json:"NotAction"`
	Resource  stringList      `json:"Resource"`
	Principal json.RawMessage `json:"Principal"`
	Condition json.RawMessage `json:"Condition"`
}

// stringList accepts both "x" and ["x", "y"], as IAM does.
type stringList []string

func (s *stringList) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	if len(b) > 0 && b[0] == '"' {
		var one string
		if err := json.Unmarshal(b, &one); err != nil {
			return err
		}
		*s = stringList{one}
		return nil
	}
	var many []string
	if err := json.Unmarshal(b, &many); err != nil {
		return fmt.Errorf("expected string or array of strings: %w", err)
	}
	*s = many
	return nil
}

// statements accepts a single statement object or an array of them.
type statements []statement

func (s *statements) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	if len(b) > 0 && b[0] == '{' {
		var one statement
		if err := json.Unmarshal(b, &one); err != nil {
			return err
		}
		*s = statements{one}
		return nil
	}
	var many []statement
	if err := json.Unmarshal(b, &many); err != nil {
		return err
	}
	*s = many
	return nil
}

// parseDocument handles both shapes seen in the wild: the AWS CLI decodes
// policy documents into JSON objects, while the raw API (and some SDK dumps)
// return them as URL-encoded JSON strings.
func parseDocument(raw json.RawMessage) (document, error) {
	var doc document
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return doc, nil
	}
	if raw[0] == '"' {
		var encoded string
		if err := json.Unmarshal(raw, &encoded); err != nil {
			return doc, err
		}
		decoded, err := url.QueryUnescape(encoded)
		if err != nil {
			return doc, fmt.Errorf("policy document is not URL-encoded JSON: %w", err)
		}
		raw = json.RawMessage(decoded)
	}
	if err := json.Unmarshal(raw, &doc); err != nil {
		return doc, fmt.Errorf("invalid policy document: %w", err)
	}
	return doc, nil
}
