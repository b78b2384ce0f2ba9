//! The codegen cache with real LLVM, real linkers and a real `redis-server`: a second build is
//! all hits and byte-identical; one changed kernel of 500 recompiles only its unit; a corrupted
//! entry is detected and recompiled; two builds racing on one directory both succeed; a second
//! "machine" (another cache directory) builds with all hits from a shared Redis server; a Redis
//! server that goes away mid-build leaves one warning and a correct library. Libraries are
//! compared byte for byte with builds that do not use the cache, and kernels are run against
//! values computed here.
#![cfg(feature = "llvm")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use modlink::cache::{LocalStore, RedisStore, UnitCache, UnitStore};
use modlink::codegen::{CodegenOptions, OptLevel, compile_partitioned, object_count, unit_key};
use modlink::export::{ExportInputs, ExportOptions, export_library};
use modlink::ir::{DType, Program};
use modlink::runtime::{Library, Tensor};
use modlink::target::TargetSpec;
use std::num::NonZeroUsize;
use std::path::{Path, PathBuf};
use std::process::Command;
use support::codegen_cache::{RedisServer, build, cache_counts, kernel_counts, succeed, warnings};

/// Kernel `i`: `C = A * scale + B`, where `scale` is `i + 1` unless given.
fn kernel(i: usize, scale: f32) -> String {
    format!(
        "kernel k{i:03}(A: f32[n], B: f32[n], C: f32[n]) {{ for i in 0..n {{ C[i] = A[i] * {scale:?} + B[i]; }} }}\n"
    )
}

fn source(count: usize, changed: Option<(usize, f32)>) -> String {
    (0..count)
        .map(|i| match changed {
            Some((index, scale)) if index == i => kernel(i, scale),
            _ => kernel(i, (i + 1) as f32),
        })
        .collect()
}

fn program(count: usize, changed: Option<(usize, f32)>) -> Program {
    modlink::ir::parse(&source(count, changed), "many.kir").unwrap()
}

fn fast_options() -> CodegenOptions {
    CodegenOptions {
        opt_level: OptLevel::O0,
        ..CodegenOptions::default()
    }
}

fn write_kir(dir: &Path, count: usize) -> PathBuf {
    let kir = dir.join("many.kir");
    std::fs::write(&kir, source(count, None)).unwrap();
    kir
}

fn units_of(count: usize) -> usize {
    object_count(&program(count, None).kernels)
}

/// Calls kernel `name` of `library` and checks `C = A * scale + B` element by element.
fn check_kernel(library: &Library, name: &str, scale: f32) {
    let n = 29;
    let mut a = Tensor::random(DType::F32, &[n], 11).unwrap();
    let mut b = Tensor::random(DType::F32, &[n], 12).unwrap();
    let mut c = Tensor::zeros(DType::F32, &[n]).unwrap();
    let expected: Vec<f32> = a
        .as_slice::<f32>()
        .unwrap()
        .iter()
        .zip(b.as_slice::<f32>().unwrap())
        .map(|(x, y)| x * scale + y)
        .collect();
    library
        .get_function(name)
        .unwrap()
        .call(&mut [(&mut a).into(), (&mut b).into(), (&mut c).into()])
        .unwrap();
    for (got, want) in c.as_slice::<f32>().unwrap().iter().zip(&expected) {
        assert!(
            (got - want).abs() <= 1e-5 * want.abs().max(1.0),
            "{name}: {got} vs {want}"
        );
    }
}

#[test]
fn a_second_build_is_all_hits_and_byte_identical() {
    let dir = tempfile::tempdir().unwrap();
    let cache = dir.path().join("cache");
    let kir = write_kir(dir.path(), 60);
    let units = units_of(60);
    assert!(units > 2, "{units} units");
    let [first, second, uncached] =
        ["first.so", "second.so", "uncached.so"].map(|n| dir.path().join(n));

    let cold = succeed(&mut build(&kir, &first, &cache, None, &[]));
    assert_eq!(cache_counts(&cold), [units, 0, 0, units], "{cold}");
    let warm = succeed(&mut build(&kir, &second, &cache, None, &["--jobs", "1"]));
    assert_eq!(cache_counts(&warm), [units, units, 0, 0], "{warm}");
    assert!(warnings(&warm).is_empty(), "{warm}");
    let plain = succeed(&mut build(&kir, &uncached, &cache, None, &["--no-cache"]));
    assert!(!plain.contains("codegen cache"), "{plain}");

    let bytes = std::fs::read(&first).unwrap();
    assert!(
        bytes == std::fs::read(&second).unwrap(),
        "the all-hits build differs"
    );
    assert!(
        bytes == std::fs::read(&uncached).unwrap(),
        "the uncached build differs"
    );
    let library = Library::open(&second).unwrap();
    for i in [0, 31, 59] {
        check_kernel(&library, &format!("k{i:03}"), (i + 1) as f32);
    }

    // `modlink cache stats` sees the entries, `clear` removes them.
    let stats = |args: &[&str]| {
        let output = std::process::Command::new(support::modlink_bin())
            .arg("cache")
            .args(args)
            .env("MODLINK_CACHE_DIR", &cache)
            .env_remove("MODLINK_CACHE_REDIS")
            .env_remove("MODLINK_CACHE_SIZE")
            .output()
            .unwrap();
        assert!(
            output.status.success(),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
        String::from_utf8_lossy(&output.stdout).into_owned()
    };
    let json: serde_json::Value = serde_json::from_str(&stats(&["stats", "--json"])).unwrap();
    assert_eq!(json["entries"], units);
    assert_eq!(json["dir"], cache.display().to_string());
    assert!(json["bytes"].as_u64().unwrap() > 1000 * units as u64);
    assert!(stats(&["clear"]).contains(&format!("removed {units} entries")));
    let json: serde_json::Value = serde_json::from_str(&stats(&["stats", "--json"])).unwrap();
    assert_eq!(json["entries"], 0);
}

#[test]
fn one_changed_kernel_of_500_recompiles_only_its_unit() {
    let dir = tempfile::tempdir().unwrap();
    let store = LocalStore::new(dir.path().join("cache"), 1 << 30);
    let target = TargetSpec::host().unwrap();
    let options = fast_options();
    let original = program(500, None);
    let units = object_count(&original.kernels);

    let mut cache = UnitCache::new(Some(store.clone()), None);
    let mut inputs = ExportInputs::host_only();
    inputs
        .compile_cached(&original, &target, &options, None, &mut cache)
        .unwrap();
    let report = cache.finish();
    assert_eq!(
        (report.units, report.compiled, report.local_hits),
        (units, units, 0)
    );

    let changed = program(500, Some((250, -3.5)));
    let mut cache = UnitCache::new(Some(store), None);
    let mut inputs = ExportInputs::host_only();
    inputs
        .compile_cached(&changed, &target, &options, None, &mut cache)
        .unwrap();
    let report = cache.finish();
    assert_eq!(report.compiled, 1, "{report:?}");
    assert_eq!(report.local_hits, units - 1, "{report:?}");
    assert!(report.warnings.is_empty(), "{report:?}");

    // The same objects as compiling the changed program without the cache.
    let fresh = compile_partitioned(&changed, &target, &options, None).unwrap();
    assert_eq!(fresh.len(), inputs.host_objects.len());
    for (index, (cached, compiled)) in inputs.host_objects.iter().zip(&fresh).enumerate() {
        assert!(*cached == compiled.bytes, "object {index} differs");
    }

    let out = dir.path().join("changed.so");
    export_library(&inputs, &out, &ExportOptions::new(target)).unwrap();
    let library = Library::open(&out).unwrap();
    check_kernel(&library, "k250", -3.5);
    for i in [0, 249, 251, 499] {
        check_kernel(&library, &format!("k{i:03}"), (i + 1) as f32);
    }
}

#[test]
fn a_corrupted_entry_is_detected_and_recompiled() {
    let dir = tempfile::tempdir().unwrap();
    let cache = dir.path().join("cache");
    let kir = write_kir(dir.path(), 40);
    let units = units_of(40);
    let [first, second, third] = ["first.so", "second.so", "third.so"].map(|n| dir.path().join(n));
    succeed(&mut build(&kir, &first, &cache, None, &["-O0"]));

    let mut entries: Vec<PathBuf> = walk(&cache.join("units"));
    entries.sort();
    assert_eq!(entries.len(), units);
    let victim = &entries[entries.len() / 2];
    let mut bytes = std::fs::read(victim).unwrap();
    let middle = bytes.len() / 2;
    bytes[middle] ^= 0x01;
    std::fs::write(victim, &bytes).unwrap();
    // And a truncated one.
    let truncated = &entries[0];
    let bytes = std::fs::read(truncated).unwrap();
    std::fs::write(truncated, &bytes[..bytes.len() - 100]).unwrap();

    let stderr = succeed(&mut build(&kir, &second, &cache, None, &["-O0"]));
    assert_eq!(cache_counts(&stderr), [units, units - 2, 0, 2], "{stderr}");
    let warned = warnings(&stderr);
    assert_eq!(warned.len(), 2, "{stderr}");
    assert!(
        warned
            .iter()
            .any(|w| w.contains(&victim.display().to_string()) && w.contains("digest")),
        "{stderr}"
    );
    assert!(
        warned
            .iter()
            .any(|w| w.contains(&truncated.display().to_string()) && w.contains("truncated")),
        "{stderr}"
    );
    assert!(std::fs::read(&first).unwrap() == std::fs::read(&second).unwrap());

    // The recompiled units replaced the bad entries.
    let stderr = succeed(&mut build(&kir, &third, &cache, None, &["-O0"]));
    assert_eq!(cache_counts(&stderr), [units, units, 0, 0], "{stderr}");
    assert!(warnings(&stderr).is_empty(), "{stderr}");
}

fn walk(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files.extend(walk(&path));
        } else {
            files.push(path);
        }
    }
    files
}

#[test]
fn two_builds_racing_on_one_cache_directory_both_succeed() {
    let dir = tempfile::tempdir().unwrap();
    let cache = dir.path().join("cache");
    let kir = write_kir(dir.path(), 80);
    let units = units_of(80);
    let reference = dir.path().join("reference.so");
    succeed(&mut build(
        &kir,
        &reference,
        &cache,
        None,
        &["-O0", "--no-cache"],
    ));
    let expected = std::fs::read(&reference).unwrap();

    // Round 0: three cold builds write every entry at once. Round 1: with every other entry
    // removed, they read the rest while writing the missing ones.
    for round in 0..2 {
        if round == 1 {
            for entry in walk(&cache.join("units")).iter().step_by(2) {
                std::fs::remove_file(entry).unwrap();
            }
        }
        let outputs: Vec<PathBuf> = (0..3)
            .map(|i| dir.path().join(format!("r{round}_{i}.so")))
            .collect();
        let children: Vec<_> = outputs
            .iter()
            .map(|out| {
                build(&kir, out, &cache, None, &["-O0", "--jobs", "1"])
                    .stderr(std::process::Stdio::piped())
                    .spawn()
                    .unwrap()
            })
            .collect();
        for (child, out) in children.into_iter().zip(&outputs) {
            let output = child.wait_with_output().unwrap();
            let stderr = String::from_utf8_lossy(&output.stderr);
            assert!(output.status.success(), "round {round}: {stderr}");
            assert!(warnings(&stderr).is_empty(), "round {round}: {stderr}");
            assert!(
                std::fs::read(out).unwrap() == expected,
                "round {round}: {} differs",
                out.display()
            );
        }
    }
    let stderr = succeed(&mut build(
        &kir,
        &dir.path().join("after.so"),
        &cache,
        None,
        &["-O0"],
    ));
    assert_eq!(cache_counts(&stderr), [units, units, 0, 0], "{stderr}");
    assert!(warnings(&stderr).is_empty(), "{stderr}");
}

#[test]
fn a_second_machine_builds_with_all_hits_from_a_shared_redis() {
    let server = RedisServer::start();
    let dir = tempfile::tempdir().unwrap();
    let kir = write_kir(dir.path(), 50);
    let units = units_of(50);
    let [one, two, three] = ["one.so", "two.so", "three.so"].map(|n| dir.path().join(n));
    let machine_one = dir.path().join("cache-one");
    let machine_two = dir.path().join("cache-two");

    let stderr = succeed(&mut build(
        &kir,
        &one,
        &machine_one,
        Some(&server.url()),
        &[],
    ));
    assert_eq!(cache_counts(&stderr), [units, 0, 0, units], "{stderr}");
    assert_eq!(server.key_count(), units);
    let stderr = succeed(&mut build(
        &kir,
        &two,
        &machine_two,
        Some(&server.url()),
        &[],
    ));
    assert_eq!(cache_counts(&stderr), [units, 0, units, 0], "{stderr}");
    assert!(warnings(&stderr).is_empty(), "{stderr}");
    assert!(std::fs::read(&one).unwrap() == std::fs::read(&two).unwrap());
    // The shared hits were copied into machine two's own cache.
    let stderr = succeed(&mut build(&kir, &three, &machine_two, None, &[]));
    assert_eq!(cache_counts(&stderr), [units, units, 0, 0], "{stderr}");
    let library = Library::open(&two).unwrap();
    check_kernel(&library, "k042", 43.0);
}

#[test]
fn a_redis_server_stopped_mid_build_leaves_one_warning_and_a_correct_library() {
    let mut server = RedisServer::start();
    let dir = tempfile::tempdir().unwrap();
    let target = TargetSpec::host().unwrap();
    let options = fast_options();
    let program = program(40, None);
    let units = object_count(&program.kernels);

    let redis = RedisStore::open(&server.url(), "MODLINK_CACHE_REDIS").unwrap();
    // Connected and answering: the build has started using it.
    assert_eq!(
        redis
            .get_many(&[unit_key(&program.kernels, false, "x", &target, &options)])
            .unwrap(),
        vec![None]
    );
    let local = LocalStore::new(dir.path().join("cache"), 1 << 30);
    let mut cache = UnitCache::new(Some(local.clone()), Some(Box::new(redis)));
    server.stop();

    let mut inputs = ExportInputs::host_only();
    inputs
        .compile_cached(
            &program,
            &target,
            &options,
            NonZeroUsize::new(2),
            &mut cache,
        )
        .unwrap();
    let report = cache.finish();
    assert_eq!(report.compiled, units, "{report:?}");
    assert_eq!(report.warnings.len(), 1, "{report:?}");
    assert!(
        report.warnings[0].contains("continuing with the local cache"),
        "{report:?}"
    );
    assert!(report.warnings[0].contains(&server.url()), "{report:?}");
    assert_eq!(local.stats().unwrap().entries as usize, units);

    let fresh = compile_partitioned(&program, &target, &options, None).unwrap();
    let fresh: Vec<Vec<u8>> = fresh.into_iter().map(|h| h.bytes).collect();
    assert!(
        fresh == inputs.host_objects,
        "the degraded build's objects differ"
    );
    let out = dir.path().join("degraded.so");
    export_library(&inputs, &out, &ExportOptions::new(target)).unwrap();
    check_kernel(&Library::open(&out).unwrap(), "k017", 18.0);

    // The command line: a server that is gone before the build starts, one warning too.
    let kir = write_kir(dir.path(), 20);
    let stderr = succeed(&mut build(
        &kir,
        &dir.path().join("cli.so"),
        &dir.path().join("cli-cache"),
        Some(&server.url()),
        &[],
    ));
    let warned = warnings(&stderr);
    assert_eq!(warned.len(), 1, "{stderr}");
    assert!(
        warned[0].contains("continuing with the local cache"),
        "{stderr}"
    );
    assert_eq!(cache_counts(&stderr)[3], units_of(20), "{stderr}");
}

#[test]
fn the_key_covers_kernels_target_and_every_option() {
    let program = program(3, None);
    let changed = program_with(|s| s.replace("* 2.0", "* 2.5"));
    let x86 = TargetSpec::parse("x86_64-unknown-linux-gnu").unwrap();
    let options = CodegenOptions::default();
    let key = |kernels: &[modlink::ir::Kernel], target: &TargetSpec, options: &CodegenOptions| {
        unit_key(kernels, false, "m", target, options)
    };
    let base = key(&program.kernels, &x86, &options);
    assert_eq!(base, key(&program.kernels, &x86, &options.clone()));
    let variants = [
        key(&changed.kernels, &x86, &options),
        key(&program.kernels[..2], &x86, &options),
        unit_key(&program.kernels, true, "m", &x86, &options),
        unit_key(&program.kernels, false, "n", &x86, &options),
        key(
            &program.kernels,
            &TargetSpec::parse("aarch64-unknown-linux-gnu").unwrap(),
            &options,
        ),
        key(&program.kernels, &x86.clone().with_cpu("skylake"), &options),
        key(
            &program.kernels,
            &x86.clone().with_features("+avx2"),
            &options,
        ),
        key(
            &program.kernels,
            &x86,
            &CodegenOptions {
                opt_level: OptLevel::O3,
                ..options.clone()
            },
        ),
        key(
            &program.kernels,
            &x86,
            &CodegenOptions {
                pic: false,
                ..options.clone()
            },
        ),
        key(
            &program.kernels,
            &x86,
            &CodegenOptions {
                system_lib_prefix: Some("p_".into()),
                ..options.clone()
            },
        ),
        key(
            &program.kernels,
            &x86,
            &CodegenOptions {
                abi: modlink::codegen::Abi::Legacy,
                ..options.clone()
            },
        ),
        key(
            &program.kernels,
            &x86,
            &CodegenOptions {
                emit: modlink::codegen::Emit::Assembly,
                ..options.clone()
            },
        ),
    ];
    for (index, variant) in variants.iter().enumerate() {
        assert_ne!(*variant, base, "variant {index}");
    }
}

fn program_with(edit: impl Fn(String) -> String) -> Program {
    modlink::ir::parse(&edit(source(3, None)), "edited.kir").unwrap()
}

#[test]
fn bad_cache_settings_are_errors_naming_the_variable() {
    let dir = tempfile::tempdir().unwrap();
    let kir = write_kir(dir.path(), 2);
    let out = dir.path().join("k.so");
    for (variable, value) in [
        ("MODLINK_CACHE_SIZE", "lots"),
        ("MODLINK_CACHE_REDIS", "http://[::1"),
    ] {
        let output = build(&kir, &out, &dir.path().join("cache"), None, &[])
            .env(variable, value)
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(!output.status.success(), "{variable}={value}: {stderr}");
        assert!(stderr.contains(&format!("${variable}")), "{stderr}");
        assert!(!out.exists());
    }
    // A cache directory that cannot be created: the build goes on, with the reason.
    let blocker = dir.path().join("file");
    std::fs::write(&blocker, b"not a directory").unwrap();
    let stderr = succeed(&mut build(&kir, &out, &blocker.join("cache"), None, &[]));
    let warned = warnings(&stderr);
    assert_eq!(warned.len(), 1, "{stderr}");
    assert!(warned[0].contains("without the local cache"), "{stderr}");
    assert!(
        warned[0].contains(&blocker.display().to_string()),
        "{stderr}"
    );
    assert!(out.exists());
}

#[test]
fn the_size_limit_evicts_down_to_it_after_a_build() {
    let dir = tempfile::tempdir().unwrap();
    let cache = dir.path().join("cache");
    let kir = write_kir(dir.path(), 60);
    let units = units_of(60);
    let out = dir.path().join("k.so");
    let limit: u64 = 40 << 10;
    let stderr =
        succeed(build(&kir, &out, &cache, None, &["-O0"]).env("MODLINK_CACHE_SIZE", "40K"));
    assert_eq!(cache_counts(&stderr)[3], units, "{stderr}");
    let entries = walk(&cache.join("units"));
    let bytes: u64 = entries
        .iter()
        .map(|e| std::fs::metadata(e).unwrap().len())
        .sum();
    assert!(
        bytes <= limit / 100 * 90,
        "{bytes} bytes left of a {limit}-byte limit"
    );
    assert!(
        !entries.is_empty() && entries.len() < units,
        "{} of {units} entries",
        entries.len()
    );
    // What is left still serves hits; the rest is compiled again.
    let stderr = succeed(&mut build(&kir, &out, &cache, None, &["-O0"]));
    assert_eq!(
        cache_counts(&stderr),
        [units, entries.len(), 0, units - entries.len()],
        "{stderr}"
    );
}

fn entry_bytes(cache: &Path) -> u64 {
    walk(&cache.join("units"))
        .iter()
        .map(|e| std::fs::metadata(e).unwrap().len())
        .sum()
}

#[test]
fn a_lowered_size_limit_applies_to_builds_of_hits_and_to_cache_trim() {
    let dir = tempfile::tempdir().unwrap();
    let cache = dir.path().join("cache");
    let kir = write_kir(dir.path(), 60);
    let out = dir.path().join("k.so");
    let limit: u64 = 40 << 10;
    // `--verbose` names the objects linked (the default status line names the library only).
    let stderr = succeed(&mut build(&kir, &out, &cache, None, &["-O0", "--verbose"]));
    // Dozens of objects are summarised, not listed one by one.
    let wrote = stderr
        .lines()
        .find(|l| l.starts_with("modlink: wrote "))
        .unwrap_or_else(|| panic!("{stderr}"));
    let objects: usize = wrote
        .split_once(" (")
        .and_then(|(_, rest)| rest.split_once(" objects: "))
        .map(|(count, _)| count.parse().unwrap())
        .unwrap_or_else(|| panic!("{wrote}"));
    assert!(objects >= units_of(60), "{wrote}");
    assert_eq!(wrote.matches(" + ").count(), 2, "{wrote}");
    assert!(wrote.contains(" + ... + "), "{wrote}");
    let full = entry_bytes(&cache);
    assert!(
        full > limit,
        "{full} bytes: the test needs more than {limit}"
    );

    // Every unit is a hit: nothing is written, and the lower limit applies all the same.
    let stderr =
        succeed(build(&kir, &out, &cache, None, &["-O0"]).env("MODLINK_CACHE_SIZE", "40K"));
    let units = units_of(60);
    assert_eq!(cache_counts(&stderr), [units, units, 0, 0], "{stderr}");
    let left = entry_bytes(&cache);
    assert!(
        left <= limit / 100 * 90,
        "{left} bytes left of a {limit}-byte limit"
    );

    // Filled again without a limit, then trimmed by `modlink cache trim`.
    succeed(&mut build(&kir, &out, &cache, None, &["-O0"]));
    assert_eq!(entry_bytes(&cache), full);
    let trim = Command::new(support::modlink_bin())
        .args(["cache", "trim"])
        .env("MODLINK_CACHE_DIR", &cache)
        .env("MODLINK_CACHE_SIZE", "40K")
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&trim.stdout);
    assert!(
        trim.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&trim.stderr)
    );
    assert!(stdout.starts_with("evicted "), "{stdout}");
    let left = entry_bytes(&cache);
    assert!(
        left <= limit / 100 * 90,
        "{left} bytes left of a {limit}-byte limit"
    );
}

/// The number of objects a verbose `modlink build` line names: `wrote OUT (lib0.o + lib1.o)`,
/// or `wrote OUT (9 objects: lib0.o + ... + lib8.o)` past four.
fn written_objects(stderr: &str) -> usize {
    let line = stderr
        .lines()
        .find(|l| l.starts_with("modlink: wrote "))
        .unwrap_or_else(|| panic!("no `wrote` line in:\n{stderr}"));
    let (_, listed) = line
        .rsplit_once('(')
        .unwrap_or_else(|| panic!("no object list in {line:?} (not --verbose?)"));
    let listed = listed.trim_end_matches(')');
    match listed.split_once(" objects: ") {
        Some((count, _)) => count.parse().unwrap(),
        None => listed.split(" + ").count(),
    }
}

#[test]
fn the_summary_counts_what_was_compiled_in_kernels_and_objects() {
    let dir = tempfile::tempdir().unwrap();
    let cache = dir.path().join("cache");
    let out = dir.path().join("k.so");
    let default_build = |kir: &Path| {
        succeed(
            Command::new(support::modlink_bin())
                .arg("build")
                .arg(kir)
                .arg("-o")
                .arg(&out)
                // Verbose: the objects linked are listed.
                .arg("--verbose")
                .env("MODLINK_CACHE_DIR", &cache)
                .env_remove("MODLINK_CACHE_SIZE")
                .env_remove("MODLINK_CACHE_REDIS"),
        )
    };
    // No kernels: nothing is compiled or looked up, at the default CPU levels too.
    let empty = dir.path().join("empty.kir");
    std::fs::write(&empty, "").unwrap();
    let stderr = default_build(&empty);
    assert!(
        stderr.contains("modlink: codegen cache: no kernels: nothing to compile\n"),
        "{stderr}"
    );

    // One kernel at the default CPU levels: the objects compiled are the objects linked (the
    // packed entry; every level's body with the dispatch), and a second build takes them all.
    let one = dir.path().join("one.kir");
    std::fs::write(&one, kernel(0, 2.0)).unwrap();
    let stderr = default_build(&one);
    let objects = written_objects(&stderr);
    assert_eq!(objects, 2, "{stderr}");
    assert_eq!(kernel_counts(&stderr), [1, 0, 1], "{stderr}");
    assert_eq!(cache_counts(&stderr), [objects, 0, 0, objects], "{stderr}");
    assert!(
        stderr.contains(
            "modlink: codegen cache: 1 kernel: 0 from the cache, 1 compiled; 2 objects: \
             0 local hits, 0 shared hits, 2 compiled\n"
        ),
        "{stderr}"
    );
    let stderr = default_build(&one);
    assert_eq!(kernel_counts(&stderr), [1, 1, 0], "{stderr}");
    assert_eq!(cache_counts(&stderr), [objects, objects, 0, 0], "{stderr}");

    // One CPU level: one object per group of kernels.
    let kir = write_kir(dir.path(), 3);
    let stderr = succeed(&mut build(&kir, &out, &cache, None, &["-O0", "--verbose"]));
    assert_eq!(kernel_counts(&stderr), [3, 0, 3], "{stderr}");
    assert_eq!(cache_counts(&stderr), [1, 0, 0, 1], "{stderr}");
    assert_eq!(written_objects(&stderr), 1, "{stderr}");
    let stderr = succeed(&mut build(&kir, &out, &cache, None, &["-O0"]));
    assert_eq!(kernel_counts(&stderr), [3, 3, 0], "{stderr}");
}
