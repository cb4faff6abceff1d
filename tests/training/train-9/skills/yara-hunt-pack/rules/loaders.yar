rule Loader_CurlPipeShell
{
    meta:
        description = "Script downloading and piping to a shell"
        severity = "medium"
    strings:
        $r = /(curl|wget)[^\n|]{0,200}\|\s{0,3}(ba)?sh/
    condition:
        filesize < 2MB and $r
}
