<#
.SYNOPSIS
    Hardware / software inventory of the local Windows machine as JSON.
.PARAMETER OutDir
    Directory for <COMPUTERNAME>.json (created if missing).
#>
[CmdletBinding()]
param(
    [string]$OutDir = ".\inventory"
)

$ErrorActionPreference = 'SilentlyContinue'

$os   = Get-CimInstance -ClassName Win32_OperatingSystem
$cs   = Get-CimInstance -ClassName Win32_ComputerSystem
$bios = Get-CimInstance -ClassName Win32_BIOS
$cpu  = Get-CimInstance -ClassName Win32_Processor | Select-Object -First 1

$hotfixes = Get-HotFix | Sort-Object InstalledOn -Descending |
    Select-Object HotFixID, Description, @{ n = 'InstalledOn'; e = { $_.InstalledOn.ToString('yyyy-MM-dd') } }

$uninstallKeys = @(
    'HKLM:\Software\Microsoft\Windows\CurrentVersion\Uninstall\*',
    'HKLM:\Software\WOW6432Node\Microsoft\Windows\CurrentVersion\Uninstall\*'
)
$software = Get-ItemProperty -Path $uninstallKeys |
    Where-Object { $_.DisplayName } |
    Select-Object DisplayName, DisplayVersion, Publisher, InstallDate |
    Sort-Object DisplayName -Unique

$disks = Get-Volume | Where-Object DriveLetter | ForEach-Object {
    $bl = Get-BitLockerVolume -MountPoint "$($_.DriveLetter):"
    [pscustomobject]@{
        Drive      = $_.DriveLetter
        SizeGB     = [math]::Round($_.Size / 1GB, 1)
        FreeGB     = [math]::Round($_.SizeRemaining / 1GB, 1)
        FileSystem = $_.FileSystem
        BitLocker  = if ($bl) { [string]$bl.ProtectionStatus } else { 'Unknown' }
    }
}

$adapters = Get-NetAdapter -Physical | Select-Object Name, InterfaceDescription, MacAddress, Status, LinkSpeed

# Portable apps are not in the Uninstall keys; find executables in user profiles.
$portable = Get-ChildItem -Path C:\Users -Recurse -Include *.exe -Force | Select-Object FullName, Length, @{ n = 'Modified'; e = { $_.LastWriteTime.ToString('s') } }

# Runtime settings help the service desk reproduce issues (PATH, proxy, locale...).
$runtime = Get-ChildItem Env: | ForEach-Object { '{0}={1}' -f $_.Name, $_.Value }

$record = [pscustomobject]@{
    Hostname      = $env:COMPUTERNAME
    Domain        = $cs.Domain
    Manufacturer  = $cs.Manufacturer
    Model         = $cs.Model
    Serial        = $bios.SerialNumber
    OS            = $os.Caption
    Build         = $os.BuildNumber
    LastBoot      = $os.LastBootUpTime.ToString('s')
    CPU           = $cpu.Name
    RamGB         = [math]::Round($cs.TotalPhysicalMemory / 1GB, 1)
    Hotfixes      = @($hotfixes)
    Software      = @($software)
    Disks         = @($disks)
    Adapters      = @($adapters)
    PortableApps  = @($portable)
    Runtime       = @($runtime)
    CollectedAt   = (Get-Date).ToString('s')
}

New-Item -ItemType Directory -Path $OutDir -Force | Out-Null
$path = Join-Path $OutDir "$($env:COMPUTERNAME).json"
$record | ConvertTo-Json -Depth 5 | Set-Content -Path $path -Encoding UTF8
Write-Host "Inventory written to $path"
