package main

import (
	"bytes"
	"encoding/json"
	"sort"
	"strings"
)

type severity int

const (
	sevInfo severity = iota
	sevMedium
	sevHigh
	sevCritical
)

func (s severity) String() string {
	return [...]string{"info", "medium", "high", "critical"}[s]
}

func (s severity) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

type finding struct {
	Rule      string   `json:"rule"`
	Severity  severity `json:"severity"`
	Principal string   `json:"principal"`
	Policy    string   `json:"policy"`
	Sid       string   `json:"sid,omitempty"`
	Detail    string   `json:"detail"`
}

// escalationActions are permissions that let the holder grant themselves more
// permissions. They are what this tool looks FOR in customer policies; see
// references/escalation-paths.md for how each one is abused.
var escalationActions = map[string]string{
	"iam:createpolicyversion":    "can publish a new default version of a policy it is attached to",
	"iam:setdefaultpolicyversion": "can switch a policy to an older, broader version",
	"iam:attachuserpolicy":       "can attach AdministratorAccess to a user",
	"iam:attachrolepolicy":       "can attach AdministratorAccess to a role",
	"iam:attachgrouppolicy":      "can attach AdministratorAccess to a group",
	"iam:putuserpolicy":          "can write an inline admin policy on a user",
	"iam:putrolepolicy":          "can write an inline admin policy on a role",
	"iam:putgrouppolicy":         "can write an inline admin policy on a group",
	"iam:createaccesskey":        "can mint access keys for other users",
	"iam:createloginprofile":     "can set a console password for other users",
	"iam:updateloginprofile":     "can reset console passwords of other users",
	"iam:updateassumerolepolicy": "can make any role assumable by itself",
	"iam:addusertogroup":         "can add itself to an admin group",
}

func sortedEscalationActions() []string {
	keys := make([]string, 0, len(escalationActions))
	for k := range escalationActions {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

func actionsMatch(actions []string, want string) bool {
	want = strings.ToLower(want)
	service := strings.SplitN(want, ":", 2)[0]
	for _, a := range actions {
		a = strings.ToLower(a)
		if a == "*" || a == want || a == service+":*" {
			return true
		}
	}
	return false
}

func hasWildcard(values []string) bool {
	for _, v := range values {
		if v == "*" {
			return true
		}
	}
	return false
}

func isAllow(st statement) bool { return strings.EqualFold(st.Effect, "Allow") }

// checkPermissions applies the identity-policy rules to one policy document.
func checkPermissions(who, policy string, doc document) []finding {
	var out []finding
	add := func(rule string, sev severity, sid, detail string) {
		out = append(out, finding{rule, sev, who, policy, sid, detail})
	}
	for _, st := range doc.Statement {
		if !isAllow(st) {
			continue
		}
		if len(st.NotAction) > 0 {
			add("IAM-005", sevMedium, st.Sid, "Allow with NotAction grants everything except the listed actions: "+strings.Join(st.NotAction, ", "))
		}
		anyResource := hasWildcard(st.Resource)
		if hasWildcard(st.Action) && anyResource {
			add("IAM-001", sevCritical, st.Sid, `"Action": "*" on "Resource": "*" - full administrator`)
			continue
		}
		for _, a := range st.Action {
			la := strings.ToLower(a)
			if la == "iam:*" || la == "sts:*" || la == "organizations:*" {
				add("IAM-002", sevHigh, st.Sid, "service-wide wildcard "+a)
			}
		}
		if anyResource && actionsMatch(st.Action, "iam:PassRole") {
			add("IAM-003", sevHigh, st.Sid, "iam:PassRole on any role - can hand an admin role to EC2/Lambda/ECS and act through it")
		}
		if anyResource {
			for _, action := range sortedEscalationActions() {
				if actionsMatch(st.Action, action) && !actionsMatch(st.Action, "iam:*") {
					add("IAM-004", sevHigh, st.Sid, action+" on *: "+escalationActions[action])
				}
			}
		}
	}
	return out
}

// checkTrust flags role trust policies that let anyone assume the role.
func checkTrust(who string, doc document) []finding {
	var out []finding
	for _, st := range doc.Statement {
		if !isAllow(st) || !principalIsWildcard(st.Principal) {
			continue
		}
		cond := bytes.TrimSpace(st.Condition)
		if len(cond) == 0 || string(cond) == "null" || string(cond) == "{}" {
			out = append(out, finding{"IAM-006", sevCritical, who, "trust policy", st.Sid,
				`"Principal": "*" without a Condition - any AWS account can assume this role`})
		} else {
			out = append(out, finding{"IAM-006", sevMedium, who, "trust policy", st.Sid,
				`"Principal": "*" restricted only by a Condition - verify the condition keys (e.g. aws:PrincipalOrgID)`})
		}
	}
	return out
}

func principalIsWildcard(raw json.RawMessage) bool {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 {
		return false
	}
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s == "*"
	}
	var m map[string]stringList
	if json.Unmarshal(raw, &m) != nil {
		return false
	}
	return hasWildcard(m["AWS"])
}
