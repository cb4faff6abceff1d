rule Webshell_PHP_EvalB64
{
    meta:
        description = "PHP eval of base64-decoded input"
        severity = "high"
    strings:
        $a = "eval(base64_decode(" ascii nocase
        $b = "$_POST[" ascii
        $c = "$_REQUEST[" ascii
    condition:
        filesize < 500KB and $a and ($b or $c)
}
