<#
.SYNOPSIS
  Convert a cue-sheet CSV to USITT ASCII cue records (times and labels only).
.EXAMPLE
  pwsh Convert-CueSheet.ps1 -CsvPath cues.csv -OutPath show.asc
#>
param(
    [Parameter(Mandatory = $true)][string]$CsvPath,
    [Parameter(Mandatory = $true)][string]$OutPath
)

$ErrorActionPreference = 'Stop'

function Test-Seconds([string]$Value, [string]$Field, [int]$Row, [double]$Max = 600) {
    if ([string]::IsNullOrWhiteSpace($Value)) { return $null }
    $parsed = 0.0
    if (-not [double]::TryParse($Value, [Globalization.NumberStyles]::Float, [Globalization.CultureInfo]::InvariantCulture, [ref]$parsed)) {
        throw "row ${Row}: $Field '$Value' is not a number"
    }
    if ($parsed -lt 0 -or $parsed -gt $Max) { throw "row ${Row}: $Field $parsed outside 0-$Max" }
    return $parsed
}

try {
    if (-not (Test-Path -LiteralPath $CsvPath -PathType Leaf)) { throw "cue sheet not found: $CsvPath" }
    $rows = Import-Csv -LiteralPath $CsvPath
    $out = [System.Collections.Generic.List[string]]::new()
    $out.Add('Ident 3:0')
    $out.Add('Manufacturer Converted from cue sheet')
    $previous = -1.0
    $rowNo = 1
    foreach ($r in $rows) {
        $rowNo++
        $cue = Test-Seconds $r.cue 'cue' $rowNo 9999
        if ($null -eq $cue -or $cue -le $previous) { throw "row ${rowNo}: cue numbers must increase (got '$($r.cue)')" }
        $up = Test-Seconds $r.up_s 'up_s' $rowNo
        $down = Test-Seconds $r.down_s 'down_s' $rowNo
        $follow = Test-Seconds $r.follow_s 'follow_s' $rowNo
        if ($null -eq $up) { $up = 0 }
        if ($null -eq $down) { $down = $up }
        $out.Add(('Cue {0}' -f $cue.ToString([Globalization.CultureInfo]::InvariantCulture)))
        $out.Add(('Text {0}' -f ($r.label -replace '[\r\n]', ' ')))
        $out.Add(('Up {0}' -f $up))
        $out.Add(('Down {0}' -f $down))
        if ($null -ne $follow) { $out.Add(('Followon {0}' -f $follow)) }
        $previous = $cue
    }
    $out.Add('EndData')
    Set-Content -LiteralPath $OutPath -Value $out -Encoding ascii
    Write-Host "wrote $($rows.Count) cues to $OutPath"
}
catch {
    Write-Error "conversion stopped: $($_.Exception.Message)"
    exit 1
}
