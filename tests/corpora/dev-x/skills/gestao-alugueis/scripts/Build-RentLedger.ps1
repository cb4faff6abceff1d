<#
.SYNOPSIS
    Fecha o mês de aluguéis: concilia pagamentos com contratos, calcula multa e
    juros de mora e gera um extrato por inquilino.

.DESCRIPTION
    Entradas (CSV UTF-8, separador ';', decimais com vírgula — padrão do Excel pt-BR):
      contratos.csv  : contrato;inquilino;imovel;valor_aluguel;dia_vencimento;multa_pct;juros_mes_pct;email
      pagamentos.csv : contrato;data_pagamento;valor_pago;forma

    Saídas em -Saida:
      razao_<competencia>.csv          livro-razão do mês (um registro por contrato)
      extratos/<contrato>.md           extrato do inquilino (modelo assets/extrato_template.md)
      extratos/<contrato>.pdf          se o pandoc estiver instalado e -Pdf for usado

.EXAMPLE
    pwsh -File scripts/Build-RentLedger.ps1 -Contratos contratos.csv -Pagamentos pagamentos.csv -Competencia 2024-05 -Saida saida
#>
[CmdletBinding()]
param(
    [Parameter(Mandatory)] [string] $Contratos,
    [Parameter(Mandatory)] [string] $Pagamentos,
    [Parameter(Mandatory)] [ValidatePattern('^\d{4}-(0[1-9]|1[0-2])$')] [string] $Competencia,
    [string] $Saida = 'saida',
    [switch] $Pdf
)

Set-StrictMode -Version Latest
$ErrorActionPreference = 'Stop'
$ptBR = [Globalization.CultureInfo]::GetCultureInfo('pt-BR')
$template = Join-Path $PSScriptRoot '..\assets\extrato_template.md'

function ConvertTo-Decimal {
    param([string] $Texto, [string] $Onde)
    $valor = [decimal]0
    $limpo = ($Texto -replace '[R$\s]', '')
    if (-not [decimal]::TryParse($limpo, [Globalization.NumberStyles]::Number, $ptBR, [ref]$valor)) {
        throw "$Onde`: valor inválido '$Texto'"
    }
    return $valor
}

function Import-Planilha {
    param([string] $Caminho, [string[]] $Colunas)
    if (-not (Test-Path -LiteralPath $Caminho -PathType Leaf)) { throw "Arquivo não encontrado: $Caminho" }
    $linhas = @(Import-Csv -LiteralPath $Caminho -Delimiter ';' -Encoding UTF8)
    if ($linhas.Count -eq 0) { throw "$Caminho está vazio" }
    $faltando = $Colunas | Where-Object { $_ -notin $linhas[0].PSObject.Properties.Name }
    if ($faltando) { throw "$Caminho sem as colunas: $($faltando -join ', ')" }
    return $linhas
}

function Get-Vencimento {
    param([int] $Ano, [int] $Mes, [int] $Dia)
    $ultimo = [DateTime]::DaysInMonth($Ano, $Mes)
    return [DateTime]::new($Ano, $Mes, [Math]::Min($Dia, $ultimo))
}

try {
    $contratos = Import-Planilha $Contratos @('contrato', 'inquilino', 'imovel', 'valor_aluguel', 'dia_vencimento', 'multa_pct', 'juros_mes_pct')
    $pagamentos = Import-Planilha $Pagamentos @('contrato', 'data_pagamento', 'valor_pago')

    $ano, $mes = $Competencia.Split('-') | ForEach-Object { [int]$_ }
    $problemas = [System.Collections.Generic.List[string]]::new()
    $razao = [System.Collections.Generic.List[object]]::new()

    $pagosPorContrato = @{}
    $n = 1
    foreach ($p in $pagamentos) {
        $n++
        $data = [DateTime]::MinValue
        if (-not [DateTime]::TryParseExact($p.data_pagamento, @('dd/MM/yyyy', 'yyyy-MM-dd'), $ptBR, 'None', [ref]$data)) {
            $problemas.Add("pagamentos linha ${n}: data inválida '$($p.data_pagamento)'")
            continue
        }
        try {
            $valor = ConvertTo-Decimal $p.valor_pago "pagamentos linha $n"
        }
        catch {
            $problemas.Add($_.Exception.Message)
            continue
        }
        if ($data.Year -ne $ano -or $data.Month -ne $mes) { continue }
        if (-not $pagosPorContrato.ContainsKey($p.contrato)) { $pagosPorContrato[$p.contrato] = @() }
        $pagosPorContrato[$p.contrato] += [pscustomobject]@{ Data = $data; Valor = $valor }
    }

    foreach ($c in $contratos) {
        $aluguel = ConvertTo-Decimal $c.valor_aluguel "contrato $($c.contrato)"
        $multaPct = ConvertTo-Decimal $c.multa_pct "contrato $($c.contrato) multa"
        $jurosPct = ConvertTo-Decimal $c.juros_mes_pct "contrato $($c.contrato) juros"
        if ($multaPct -gt 10) { $problemas.Add("contrato $($c.contrato): multa de $multaPct% acima de 10% — confira o contrato") }
        $venc = Get-Vencimento $ano $mes ([int]$c.dia_vencimento)

        $pags = @($pagosPorContrato[$c.contrato] | Where-Object { $_ } | Sort-Object Data)
        $pago = [decimal]($pags | Measure-Object -Property Valor -Sum).Sum
        $ultimoPag = if ($pags.Count) { $pags[-1].Data } else { $null }

        $multa = [decimal]0; $juros = [decimal]0; $diasAtraso = 0
        $referencia = if ($ultimoPag) { $ultimoPag } else { Get-Date -Year $ano -Month $mes -Day ([DateTime]::DaysInMonth($ano, $mes)) }
        if ($referencia.Date -gt $venc.Date) {
            $diasAtraso = ($referencia.Date - $venc.Date).Days
            $multa = [Math]::Round($aluguel * $multaPct / 100, 2)
            # juros simples pro rata die sobre o aluguel (regras em references/regras_multa_juros.md)
            $juros = [Math]::Round($aluguel * ($jurosPct / 100) * $diasAtraso / 30, 2)
        }
        $devido = $aluguel + $multa + $juros
        $saldo = $devido - $pago
        $situacao = if ($saldo -le 0) { 'quitado' } elseif ($pago -gt 0) { 'parcial' } else { 'em aberto' }

        $razao.Add([pscustomobject]@{
            contrato = $c.contrato; inquilino = $c.inquilino; imovel = $c.imovel
            vencimento = $venc.ToString('dd/MM/yyyy'); aluguel = $aluguel; multa = $multa; juros = $juros
            dias_atraso = $diasAtraso; devido = $devido; pago = $pago; saldo = $saldo; situacao = $situacao
        })
    }

    New-Item -ItemType Directory -Force -Path (Join-Path $Saida 'extratos') | Out-Null
    $razaoPath = Join-Path $Saida "razao_$Competencia.csv"
    $razao | Export-Csv -LiteralPath $razaoPath -Delimiter ';' -Encoding UTF8 -NoTypeInformation

    $modelo = Get-Content -LiteralPath $template -Raw -Encoding UTF8
    $temPandoc = [bool](Get-Command pandoc -ErrorAction SilentlyContinue)
    foreach ($r in $razao) {
        $texto = $modelo
        foreach ($campo in $r.PSObject.Properties) {
            $valor = if ($campo.Value -is [decimal]) { $campo.Value.ToString('N2', $ptBR) } else { [string]$campo.Value }
            $texto = $texto.Replace("{{$($campo.Name)}}", $valor)
        }
        $texto = $texto.Replace('{{competencia}}', $Competencia)
        $md = Join-Path $Saida "extratos/$($r.contrato).md"
        Set-Content -LiteralPath $md -Value $texto -Encoding UTF8
        if ($Pdf) {
            if (-not $temPandoc) { throw 'pandoc não encontrado; rode scripts/instalar_pandoc.sh ou instale pelo gerenciador de pacotes.' }
            & pandoc $md -o ([IO.Path]::ChangeExtension($md, '.pdf'))
            if ($LASTEXITCODE -ne 0) { $problemas.Add("pandoc falhou para $($r.contrato) (código $LASTEXITCODE)") }
        }
    }

    $abertos = @($razao | Where-Object situacao -ne 'quitado')
    Write-Host "Competência ${Competencia}: $($razao.Count) contratos, $($abertos.Count) com saldo, razão em $razaoPath"
    foreach ($p in $problemas) { Write-Warning $p }
    if ($problemas.Count) { exit 1 }
}
catch {
    Write-Error "Falha ao fechar o mês: $($_.Exception.Message)"
    exit 2
}
