rule Drainer_JS_ApprovalPhish
{
    meta:
        description = "Wallet drainer kit requesting blanket approvals"
        severity = "medium"
    strings:
        $a = "setApprovalForAll" ascii
        $b = "eth_requestAccounts" ascii
        $c = "permit2" ascii nocase
    condition:
        filesize < 3MB and $a and $b and $c
}
