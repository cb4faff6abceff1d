//! valvectl: write per-block run minutes to a Modbus-TCP valve controller.
use std::{net::SocketAddr, path::PathBuf, time::Duration};

use clap::Parser;
use serde::Deserialize;
use tokio::time::{sleep, timeout};
use tokio_modbus::prelude::*;

#[derive(Parser)]
struct Args {
    #[arg(long)]
    host: String,
    #[arg(long, default_value_t = 502)]
    port: u16,
    #[arg(long, default_value_t = 1)]
    unit: u8,
    #[arg(long)]
    schedule: PathBuf,
}

#[derive(Deserialize)]
struct Block {
    block: u16,
    minutes: u16,
}

#[derive(Deserialize)]
struct Schedule {
    start_hour: u16,
    blocks: Vec<Block>,
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args = Args::parse();
    let text = std::fs::read_to_string(&args.schedule)
        .map_err(|e| format!("cannot read {}: {e}", args.schedule.display()))?;
    let sched: Schedule = serde_json::from_str(&text)
        .map_err(|e| format!("{} is not a valid schedule: {e}", args.schedule.display()))?;
    if sched.start_hour > 23 || sched.blocks.iter().any(|b| b.minutes > 600 || b.block > 0xFF) {
        return Err("schedule out of range (start_hour 0-23, minutes <= 600, block <= 255)".into());
    }

    let addr: SocketAddr = format!("{}:{}", args.host, args.port).parse()?;
    let mut ctx = loop {
        match timeout(Duration::from_secs(5), tcp::connect_slave(addr, Slave(args.unit))).await {
            Ok(Ok(ctx)) => break ctx,
            Ok(Err(e)) => eprintln!("controller {addr} refused ({e}), retrying"),
            Err(_) => eprintln!("controller {addr} timed out, retrying"),
        }
        sleep(Duration::from_secs(3)).await;
    };

    for b in &sched.blocks {
        timeout(Duration::from_secs(5), ctx.write_single_register(0x0100 + b.block, b.minutes))
            .await???;
        println!("block {:>3}: {:>3} min", b.block, b.minutes);
    }
    timeout(Duration::from_secs(5), ctx.write_single_register(0x0200, sched.start_hour)).await???;
    println!("start hour set to {:02}:00", sched.start_hour);
    Ok(())
}
