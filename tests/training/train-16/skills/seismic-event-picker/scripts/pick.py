#!/usr/bin/env python3
"""STA/LTA trigger on one seismometer channel.

pick.py (--mseed FILE | --fdsn URL) --id NET.STA.LOC.CHA --start ISO [--hours H]
"""
import argparse
import sys
import time

from obspy import UTCDateTime, read
from obspy.clients.fdsn import Client
from obspy.clients.fdsn.header import FDSNException
from obspy.signal.trigger import classic_sta_lta, trigger_onset

TIMEOUT_S = 30
ATTEMPTS = 3


def fetch(url, seed_id, start, hours):
    try:
        net, sta, loc, cha = seed_id.split(".")
    except ValueError:
        sys.exit("station id must look like NET.STA.LOC.CHA")
    last = None
    for attempt in range(1, ATTEMPTS + 1):
        try:
            client = Client(base_url=url, timeout=TIMEOUT_S)
            return client.get_waveforms(net, sta, loc, cha, start, start + hours * 3600)
        except FDSNException as exc:
            last = exc
            print(f"attempt {attempt}/{ATTEMPTS}: {exc}", file=sys.stderr)
            time.sleep(5 * attempt)
    sys.exit(f"no data from {url}: {last}")


def main():
    ap = argparse.ArgumentParser()
    src = ap.add_mutually_exclusive_group(required=True)
    src.add_argument("--mseed")
    src.add_argument("--fdsn")
    ap.add_argument("--id", required=True)
    ap.add_argument("--start", required=True)
    ap.add_argument("--hours", type=float, default=12)
    a = ap.parse_args()
    if not 0 < a.hours <= 72:
        sys.exit("--hours must be between 0 and 72")
    try:
        start = UTCDateTime(a.start)
    except (TypeError, ValueError) as exc:
        sys.exit(f"bad --start: {exc}")

    st = read(a.mseed) if a.mseed else fetch(a.fdsn, a.id, start, a.hours)
    st = st.select(id=a.id)
    if not st:
        sys.exit(f"no trace with id {a.id}")
    st.merge(fill_value=0)
    tr = st[0]
    tr.detrend("demean")
    tr.filter("bandpass", freqmin=1.0, freqmax=10.0, corners=4, zerophase=True)

    df = tr.stats.sampling_rate
    cft = classic_sta_lta(tr.data, int(1 * df), int(30 * df))
    onsets = trigger_onset(cft, 3.5, 1.5)
    print(f"{len(onsets)} trigger(s) on {tr.id}, {tr.stats.starttime} - {tr.stats.endtime}")
    for on, off in onsets:
        t_on = tr.stats.starttime + on / df
        dur = (off - on) / df
        peak = abs(tr.data[on:off + 1]).max()
        print(f"{t_on.isoformat()}  duration {dur:6.1f} s  peak {peak:.0f} counts  max STA/LTA {cft[on:off + 1].max():.1f}")


if __name__ == "__main__":
    main()
