// ttnpull fetches stored uplinks for a TTN application and prints them as CSV.
package main

import (
	"bufio"
	"encoding/csv"
	"encoding/json"
	"flag"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"strconv"
)

type uplink struct {
	EndDeviceIDs struct {
		DeviceID string `json:"device_id"`
	} `json:"end_device_ids"`
	ReceivedAt    string `json:"received_at"`
	UplinkMessage struct {
		DecodedPayload struct {
			WeightKg float64 `json:"weight_kg"`
			BroodC   float64 `json:"brood_c"`
			RH       float64 `json:"rh"`
			BatteryV float64 `json:"battery_v"`
		} `json:"decoded_payload"`
	} `json:"uplink_message"`
}

func fetch(cluster, app, key, last string) ([]uplink, error) {
	u := fmt.Sprintf("https://%s/api/v3/as/applications/%s/packages/storage/uplink_message?last=%s",
		cluster, url.PathEscape(app), url.QueryEscape(last))
	req, err := http.NewRequest(http.MethodGet, u, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Authorization", "Bearer "+key)
	req.Header.Set("Accept", "text/event-stream")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("TTN returned %s", resp.Status)
	}

	var out []uplink
	sc := bufio.NewScanner(resp.Body)
	sc.Buffer(make([]byte, 64*1024), 1024*1024)
	for sc.Scan() {
		line := sc.Bytes()
		if len(line) == 0 {
			continue
		}
		var env struct {
			Result uplink `json:"result"`
		}
		_ = json.Unmarshal(line, &env)
		out = append(out, env.Result)
	}
	return out, sc.Err()
}

func main() {
	last := flag.String("last", "24h", "how far back to fetch (TTN duration, e.g. 72h)")
	cluster := flag.String("cluster", "eu1.cloud.thethings.network", "TTN cluster host")
	flag.Parse()

	app, key := os.Getenv("TTN_APP"), os.Getenv("TTN_API_KEY")
	if app == "" || key == "" {
		fmt.Fprintln(os.Stderr, "set TTN_APP and TTN_API_KEY")
		os.Exit(2)
	}
	ups, err := fetch(*cluster, app, key, *last)
	if err != nil {
		fmt.Fprintln(os.Stderr, "ttnpull:", err)
		os.Exit(1)
	}

	w := csv.NewWriter(os.Stdout)
	_ = w.Write([]string{"received_at", "device_id", "weight_kg", "brood_c", "rh", "battery_v"})
	for _, up := range ups {
		p := up.UplinkMessage.DecodedPayload
		_ = w.Write([]string{
			up.ReceivedAt, up.EndDeviceIDs.DeviceID,
			strconv.FormatFloat(p.WeightKg, 'f', 2, 64), strconv.FormatFloat(p.BroodC, 'f', 1, 64),
			strconv.FormatFloat(p.RH, 'f', 0, 64), strconv.FormatFloat(p.BatteryV, 'f', 2, 64),
		})
	}
	w.Flush()
	if err := w.Error(); err != nil {
		fmt.Fprintln(os.Stderr, "ttnpull:", err)
		os.Exit(1)
	}
}
