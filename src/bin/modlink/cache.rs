//! `modlink cache stats|trim|clear`: the codegen cache the environment configures.

use modlink::cache::{self, DIR_VARIABLE, REDIS_VARIABLE, SIZE_VARIABLE};
use std::process::ExitCode;

/// Arguments of `modlink cache`.
#[derive(clap::Args)]
pub struct Args {
    #[command(subcommand)]
    action: Action,
}

#[derive(clap::Subcommand)]
enum Action {
    /// Where the cache is, how many entries it holds, their size and the size limit.
    Stats {
        /// One JSON object instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Apply the size limit now: evict the least recently used entries above it (every build
    /// that uses the cache does so at its end too).
    Trim,
    /// Remove every entry of the local cache (a shared Redis store is left alone).
    Clear,
}

/// Runs `modlink cache`.
pub fn run(args: Args) -> modlink::Result<ExitCode> {
    let local = cache::local_store_from_env()?;
    let redis = std::env::var(REDIS_VARIABLE)
        .ok()
        .filter(|v| !v.trim().is_empty())
        .map(|url| cache::RedisStore::open(&url, REDIS_VARIABLE))
        .transpose()?;
    match args.action {
        Action::Stats { json } => {
            let stats = local.stats()?;
            let shared = redis.as_ref().map(|r| r.shown_url().to_string());
            if json {
                let value = serde_json::json!({
                    "dir": local.dir().display().to_string(),
                    "entries": stats.entries,
                    "bytes": stats.bytes,
                    "size_limit": local.size_limit(),
                    "redis": shared,
                });
                println!("{value}");
            } else {
                println!("directory   {} (${DIR_VARIABLE})", local.dir().display());
                println!("entries     {}", stats.entries);
                println!(
                    "size        {} of {} (${SIZE_VARIABLE}; least recently used evicted above it)",
                    human(stats.bytes),
                    human(local.size_limit())
                );
                if stats.bytes > local.size_limit() {
                    println!(
                        "            above the limit: the next build or `modlink cache trim` evicts"
                    );
                }
                println!(
                    "shared      {}",
                    shared.unwrap_or_else(|| format!("none (${REDIS_VARIABLE})"))
                );
            }
        }
        Action::Trim => {
            let before = local.stats()?;
            let evicted = local.evict()?;
            let after = local.stats()?;
            println!(
                "evicted {evicted} entries ({}) from {}: {} entries, {} of {} left",
                human(before.bytes.saturating_sub(after.bytes)),
                local.dir().display(),
                after.entries,
                human(after.bytes),
                human(local.size_limit())
            );
        }
        Action::Clear => {
            let removed = local.clear()?;
            println!(
                "removed {} entries ({}) from {}",
                removed.entries,
                human(removed.bytes),
                local.dir().display()
            );
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn human(bytes: u64) -> String {
    const UNITS: [&str; 4] = ["KiB", "MiB", "GiB", "TiB"];
    if bytes < 1024 {
        return format!("{bytes} B");
    }
    let mut value = bytes as f64;
    let mut unit = "B";
    for next in UNITS {
        if value < 1024.0 {
            break;
        }
        value /= 1024.0;
        unit = next;
    }
    format!("{value:.1} {unit}")
}
