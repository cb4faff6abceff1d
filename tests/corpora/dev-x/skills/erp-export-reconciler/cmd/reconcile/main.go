// Command reconcile compares ERP stock exports with WMS cycle counts and
// writes a variance report by SKU and bin, sorted by value impact.
//
//	reconcile -erp MB52.xlsx -erp-layout sap -wms counts.csv -out variance.csv
//	reconcile -api https://erp.example.local/odata/stock -plant 1000 -wms counts.csv
package main

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"math"
	"net/http"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/xuri/excelize/v2"
)

type key struct{ SKU, Bin string }

type stock struct {
	Qty   float64
	Value float64
}

type columns struct{ SKU, Bin, Qty, Value string }

var layouts = map[string]columns{
	"sap":      {SKU: "Material", Bin: "Storage Location", Qty: "Unrestricted", Value: "Value Unrestricted"},
	"odoo":     {SKU: "Product/Internal Reference", Bin: "Location", Qty: "Quantity", Value: "Value"},
	"netsuite": {SKU: "Item", Bin: "Bin Number", Qty: "On Hand", Value: "Total Value"},
	"wms":      {SKU: "sku", Bin: "bin", Qty: "counted_qty"},
}

type variance struct {
	key
	ERPQty, WMSQty, Diff, UnitValue, Impact float64
}

func parseNumber(s string) (float64, error) {
	s = strings.TrimSpace(s)
	s = strings.ReplaceAll(s, " ", "")
	// SAP exports use 1.234,500 in German locales
	if strings.Count(s, ",") == 1 && strings.Count(s, ".") >= 1 && strings.LastIndex(s, ",") > strings.LastIndex(s, ".") {
		s = strings.ReplaceAll(s, ".", "")
		s = strings.Replace(s, ",", ".", 1)
	} else {
		s = strings.ReplaceAll(s, ",", "")
	}
	if strings.HasSuffix(s, "-") { // SAP trailing minus
		s = "-" + strings.TrimSuffix(s, "-")
	}
	return strconv.ParseFloat(s, 64)
}

func readRows(path string) ([][]string, error) {
	if strings.EqualFold(filepath.Ext(path), ".xlsx") {
		f, err := excelize.OpenFile(path)
		if err != nil {
			return nil, err
		}
		defer f.Close()
		return f.GetRows(f.GetSheetName(0))
	}
	fh, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer fh.Close()
	r := csv.NewReader(fh)
	r.FieldsPerRecord = -1
	r.LazyQuotes = true
	return r.ReadAll()
}

func blank(row []string) bool {
	for _, c := range row {
		if strings.TrimSpace(c) != "" {
			return false
		}
	}
	return true
}

func load(path, layout string) (map[key]stock, error) {
	cols, ok := layouts[layout]
	if !ok {
		return nil, fmt.Errorf("unknown layout %q", layout)
	}
	rows, err := readRows(path)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if len(rows) < 2 {
		return nil, fmt.Errorf("%s: no data rows", path)
	}
	idx := map[string]int{}
	for i, h := range rows[0] {
		idx[strings.TrimSpace(h)] = i
	}
	need := []string{cols.SKU, cols.Bin, cols.Qty}
	if cols.Value != "" {
		need = append(need, cols.Value)
	}
	for _, c := range need {
		if _, ok := idx[c]; !ok {
			return nil, fmt.Errorf("%s: missing column %q (layout %s)", path, c, layout)
		}
	}
	width := 0
	for _, c := range need {
		if idx[c] >= width {
			width = idx[c] + 1
		}
	}

	out := map[key]stock{}
	for n, row := range rows[1:] {
		if blank(row) {
			continue
		}
		if len(row) < width {
			return nil, fmt.Errorf("%s line %d: expected at least %d columns, got %d", path, n+2, width, len(row))
		}
		qty, err := parseNumber(row[idx[cols.Qty]])
		if err != nil {
			continue // SAP subtotal rows carry text in the quantity column
		}
		k := key{SKU: strings.TrimSpace(row[idx[cols.SKU]]), Bin: strings.TrimSpace(row[idx[cols.Bin]])}
		s := out[k]
		s.Qty += qty
		if cols.Value != "" {
			v, err := parseNumber(row[idx[cols.Value]])
			if err != nil {
				return nil, fmt.Errorf("%s line %d: bad value %q", path, n+2, row[idx[cols.Value]])
			}
			s.Value += v
		}
		out[k] = s
	}
	return out, nil
}

type job struct {
	ID    string `json:"id"`
	State string `json:"state"`
	URL   string `json:"download_url"`
}

func doJSON(client *http.Client, method, url, token string, body any, into any) error {
	var rd io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return err
		}
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequest(method, url, rd)
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", "Bearer "+token)
	req.Header.Set("Content-Type", "application/json")
	resp, err := client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		msg, _ := io.ReadAll(io.LimitReader(resp.Body, 512))
		return fmt.Errorf("%s %s: %s: %s", method, url, resp.Status, msg)
	}
	return json.NewDecoder(resp.Body).Decode(into)
}

// fetchExport asks the ERP to run the stock report for a plant and downloads it.
func fetchExport(baseURL, token, plant, dest string) error {
	client := &http.Client{}
	var j job
	if err := doJSON(client, http.MethodPost, baseURL+"/exports", token, map[string]string{"plant": plant, "report": "MB52", "format": "csv"}, &j); err != nil {
		return err
	}
	for {
		if err := doJSON(client, http.MethodGet, baseURL+"/exports/"+j.ID, token, nil, &j); err != nil {
			return err
		}
		if j.State == "done" {
			break
		}
		if j.State == "failed" {
			return errors.New("ERP export job failed: " + j.ID)
		}
		time.Sleep(5 * time.Second)
	}
	req, err := http.NewRequest(http.MethodGet, j.URL, nil)
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", "Bearer "+token)
	resp, err := client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("download %s: %s", j.URL, resp.Status)
	}
	fh, err := os.Create(dest)
	if err != nil {
		return err
	}
	if _, err := io.Copy(fh, resp.Body); err != nil {
		fh.Close()
		return err
	}
	return fh.Close()
}

func reconcile(erp, wms map[key]stock) []variance {
	keys := map[key]bool{}
	for k := range erp {
		keys[k] = true
	}
	for k := range wms {
		keys[k] = true
	}
	var out []variance
	for k := range keys {
		e, w := erp[k], wms[k]
		if e.Qty == w.Qty {
			continue
		}
		unit := 0.0
		if e.Qty != 0 {
			unit = e.Value / e.Qty
		}
		d := w.Qty - e.Qty
		out = append(out, variance{key: k, ERPQty: e.Qty, WMSQty: w.Qty, Diff: d, UnitValue: unit, Impact: d * unit})
	}
	sort.Slice(out, func(i, j int) bool { return math.Abs(out[i].Impact) > math.Abs(out[j].Impact) })
	return out
}

func write(path string, rows []variance) error {
	fh, err := os.Create(path)
	if err != nil {
		return err
	}
	w := csv.NewWriter(fh)
	_ = w.Write([]string{"sku", "bin", "erp_qty", "wms_qty", "diff", "unit_value", "value_impact"})
	for _, v := range rows {
		_ = w.Write([]string{v.SKU, v.Bin,
			strconv.FormatFloat(v.ERPQty, 'f', 3, 64), strconv.FormatFloat(v.WMSQty, 'f', 3, 64),
			strconv.FormatFloat(v.Diff, 'f', 3, 64), strconv.FormatFloat(v.UnitValue, 'f', 4, 64),
			strconv.FormatFloat(v.Impact, 'f', 2, 64)})
	}
	w.Flush()
	if err := w.Error(); err != nil {
		fh.Close()
		return err
	}
	return fh.Close()
}

func run() error {
	erpPath := flag.String("erp", "", "ERP stock export (.csv or .xlsx)")
	erpLayout := flag.String("erp-layout", "sap", "sap | odoo | netsuite")
	wmsPath := flag.String("wms", "", "WMS cycle count CSV (sku,bin,counted_qty)")
	api := flag.String("api", "", "ERP export API base URL (instead of -erp)")
	plant := flag.String("plant", "", "plant / warehouse code for -api")
	out := flag.String("out", "variance.csv", "output CSV")
	flag.Parse()

	if *wmsPath == "" || (*erpPath == "" && *api == "") {
		flag.Usage()
		return errors.New("need -wms and one of -erp / -api")
	}
	if *api != "" {
		token := os.Getenv("ERP_API_TOKEN")
		if token == "" || *plant == "" {
			return errors.New("-api needs -plant and ERP_API_TOKEN (see scripts/Get-ErpCredentials.ps1)")
		}
		*erpPath = filepath.Join(os.TempDir(), "erp_export_"+*plant+".csv")
		defer os.Remove(*erpPath)
		if err := fetchExport(strings.TrimRight(*api, "/"), token, *plant, *erpPath); err != nil {
			return err
		}
	}

	erp, err := load(*erpPath, *erpLayout)
	if err != nil {
		return err
	}
	wms, err := load(*wmsPath, "wms")
	if err != nil {
		return err
	}
	rows := reconcile(erp, wms)
	if err := write(*out, rows); err != nil {
		return err
	}
	total := 0.0
	for _, v := range rows {
		total += v.Impact
	}
	fmt.Printf("%d SKU/bin lines differ; net value impact %.2f; report: %s\n", len(rows), total, *out)
	return nil
}

func main() {
	if err := run(); err != nil {
		log.Fatal(err)
	}
}
