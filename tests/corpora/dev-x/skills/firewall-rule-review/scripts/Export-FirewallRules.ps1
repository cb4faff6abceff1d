<#
.SYNOPSIS
    Export Windows Defender Firewall rules to JSON for offline review.

.DESCRIPTION
    Read-only. Uses Get-NetFirewallRule and its address/port filters and writes
    one JSON array that scripts/review_rules.py understands.

    This script does NOT call Set-NetFirewallRule, New-NetFirewallRule,
    Remove-NetFirewallRule, `netsh advfirewall set ...` or Set-ExecutionPolicy,
    and it does not elevate itself. Some rule stores (e.g. GPO-applied rules on
    domain machines) are only fully visible from an elevated session; if the
    user wants those, they start an elevated PowerShell themselves.

.PARAMETER OutFile
    Path of the JSON file to write. Default: firewall-rules.json

.PARAMETER IncludeDisabled
    Include disabled rules (default: enabled rules only).

.EXAMPLE
    .\Export-FirewallRules.ps1 -OutFile C:\Temp\fw-web01.json
#>
[CmdletBinding()]
param(
    [ValidateNotNullOrEmpty()]
    [string]$OutFile = "firewall-rules.json",
    [switch]$IncludeDisabled
)

Set-StrictMode -Version Latest
$ErrorActionPreference = 'Stop'

if (-not (Get-Command Get-NetFirewallRule -ErrorAction SilentlyContinue)) {
    Write-Error "Get-NetFirewallRule is not available (NetSecurity module missing or not Windows)."
    exit 2
}

try {
    $rules = Get-NetFirewallRule -PolicyStore ActiveStore
    if (-not $IncludeDisabled) {
        $rules = $rules | Where-Object { $_.Enabled -eq 'True' }
    }

    $export = foreach ($rule in $rules) {
        try {
            $addr = $rule | Get-NetFirewallAddressFilter
            $port = $rule | Get-NetFirewallPortFilter
            $app  = $rule | Get-NetFirewallApplicationFilter
        }
        catch {
            # Keep going, but make the gap visible in the output and on screen.
            Write-Warning "Could not read filters for rule '$($rule.Name)': $($_.Exception.Message)"
            [pscustomobject]@{ Name = $rule.Name; DisplayName = $rule.DisplayName; ExportError = $_.Exception.Message }
            continue
        }
        [pscustomobject]@{
            Name          = $rule.Name
            DisplayName   = $rule.DisplayName
            Enabled       = [string]$rule.Enabled
            Direction     = [string]$rule.Direction
            Action        = [string]$rule.Action
            Profile       = [string]$rule.Profile
            Protocol      = [string]$port.Protocol
            LocalPort     = @($port.LocalPort)
            RemotePort    = @($port.RemotePort)
            RemoteAddress = @($addr.RemoteAddress)
            Program       = [string]$app.Program
            PolicySource  = [string]$rule.PolicyStoreSource
        }
    }

    $json = ConvertTo-Json -InputObject @($export) -Depth 4
    Set-Content -LiteralPath $OutFile -Value $json -Encoding UTF8
    Write-Host ("Exported {0} rules to {1}" -f @($export).Count, (Resolve-Path -LiteralPath $OutFile))
}
catch {
    Write-Error "Firewall export failed: $($_.Exception.Message)"
    exit 1
}
