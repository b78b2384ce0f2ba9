//! The context-slot findings of [`super::check`]: a library reaches some runtime entry points
//! through weak pointer variables it defines (`__TVMBackendParallelLaunch`, …; spec §1.5), which
//! the loading runtime fills. A slot the runtime leaves empty is a null pointer that the first
//! call through it jumps to, so it fails the functions that call it unchecked, named here; code
//! that tests the slot first (modlink's parallel loops run serially without it) only gets a
//! note.
//!
//! Which slots each runtime fills is modelled from the names its shared libraries register
//! (`strings` of apache-tvm 0.27.0.post1's `libtvm_runtime.so`, apache-tvm-ffi 0.1.15.post2 and
//! apache-tvm-tirx 0.1.0a4's `libtvm_runtime.so`); modlink's from the entry-point table.

use super::{Report, Runtime};
use crate::abi::entry_points::{ENTRY_POINTS, EntryPoint, SET_DEVICE_GLOBAL, entry};
use crate::inspect::locate::Located;
use object::{Object, ObjectSection, ObjectSymbol, RelocationTarget};

/// The `TVMBackend*` slots TVM 0.25–0.27's runtime registers.
const TVM_BACKEND_SLOTS: &[EntryPoint] = &[
    entry::TVMBackendParallelLaunch,
    entry::TVMBackendParallelBarrier,
    entry::TVMBackendAllocWorkspace,
    entry::TVMBackendFreeWorkspace,
];

/// The `TVMBackend*` slots TIRx 0.1's runtime registers: TVM's, and the device slots.
const TIRX_BACKEND_SLOTS: &[EntryPoint] = &[
    entry::TVMBackendParallelLaunch,
    entry::TVMBackendParallelBarrier,
    entry::TVMBackendAllocWorkspace,
    entry::TVMBackendFreeWorkspace,
    entry::TVMBackendSetDevice,
    entry::TVMBackendGetDeviceIndex,
];

impl Runtime {
    /// Whether this runtime writes an address into the context slot of `entry` when it loads
    /// a library that defines it.
    pub fn fills_slot(self, entry: EntryPoint) -> bool {
        let ffi = entry.name.starts_with("TVMFFI") && entry.current_slot;
        match self {
            Runtime::TvmFfi => ffi,
            Runtime::Tvm027 | Runtime::Tvm026 | Runtime::Tvm025 => {
                ffi || TVM_BACKEND_SLOTS.contains(&entry)
            }
            Runtime::Tirx01 => ffi || TIRX_BACKEND_SLOTS.contains(&entry),
            Runtime::Tvm020 => entry.legacy_slot,
            Runtime::Modlink => entry.provided && (entry.current_slot || entry.legacy_slot),
        }
    }
}

pub(super) fn check_slots(located: &Located, file: &[u8], runtime: Runtime, out: &mut Report) {
    let object = object::File::parse(file).ok();
    let defined: Vec<&str> = object
        .iter()
        .flat_map(|object| object.dynamic_symbols().chain(object.symbols()))
        .filter(|symbol| symbol.is_definition())
        .filter_map(|symbol| symbol.name().ok())
        .collect();
    check_set_device_lookup(file, object.is_some().then_some(&defined[..]), runtime, out);
    let Some(object) = object else {
        // Archives and tars are linked into something else first; their slots are judged there.
        return;
    };
    for entry in ENTRY_POINTS
        .iter()
        .filter(|entry| entry.current_slot || entry.legacy_slot)
    {
        if !defined.contains(&entry.slot) || runtime.fills_slot(*entry) {
            continue;
        }
        match slot_callers(&object, entry.slot) {
            Some(callers) if callers.iter().any(|c| !c.guarded) => {
                let names: Vec<String> = callers
                    .iter()
                    .filter(|c| !c.guarded)
                    .map(|c| format!("`{}`", host_name(located, &c.name)))
                    .collect();
                out.fail(format!(
                    "context slot `{}`: {runtime} leaves it empty (null), so the first call \
                     through it crashes: called by {}",
                    entry.slot,
                    names.join(", ")
                ));
            }
            // modlink's code tests the slot and runs the parallel body itself when it is null.
            Some(callers) if !callers.is_empty() => out.note(format!(
                "context slot `{}`: {runtime} leaves it empty (null); its callers test it for \
                 null and go on without it",
                entry.slot
            )),
            _ => out.note(format!(
                "context slot `{}`: {runtime} leaves it empty (null); whether the code calls \
                 through it unchecked is not decided here (x86-64 ELF only)",
                entry.slot
            )),
        }
    }
}

/// TVM 0.27's CUDA host code looks the device setter `__tvm_set_device` up by name; TIRx's
/// runtime registers no such global, so the first call fails there (shared/spec/tirx.md).
/// modlink's host code calls the `__TVMBackendSetDevice` slot when the runtime filled it and
/// looks the global up only when it is empty: a library that defines the slot (an archive: names
/// it) sets the device where TIRx fills the slot.
fn check_set_device_lookup(
    file: &[u8],
    defined: Option<&[&str]>,
    runtime: Runtime,
    out: &mut Report,
) {
    let contains = |name: &str| {
        let name = format!("{name}\0");
        file.windows(name.len())
            .any(|window| window == name.as_bytes())
    };
    if runtime != Runtime::Tirx01 || !contains(SET_DEVICE_GLOBAL) {
        return;
    }
    let slot = entry::TVMBackendSetDevice.slot;
    let has_slot = match defined {
        Some(defined) => defined.contains(&slot),
        None => contains(slot),
    };
    if has_slot {
        out.note(format!(
            "global `{SET_DEVICE_GLOBAL}`: the host code looks it up only when the `{slot}` slot \
             is empty; {runtime} fills the slot"
        ));
    } else {
        out.fail(format!(
            "global `{SET_DEVICE_GLOBAL}`: the host code looks it up to set the device, and \
             {runtime} does not register it (TIRx sets the device through the `{slot}` slot): the \
             first call fails"
        ));
    }
}

/// The exported name a caller is known by (`__tvm_ffi_vadd` is `vadd`), else its symbol.
fn host_name<'a>(located: &Located, symbol: &'a str) -> std::borrow::Cow<'a, str> {
    let prefix = crate::inspect::locate::FUNCTION_PREFIX;
    match symbol.strip_prefix(prefix) {
        Some(name) if located.host_functions.iter().any(|f| f == name) => name.into(),
        _ => symbol.into(),
    }
}

/// A function that loads a slot's address.
struct SlotCaller {
    /// Its symbol.
    name: String,
    /// Whether every load is followed by a null test before an indirect call (modlink's code
    /// runs a parallel body itself when `__TVMBackendParallelLaunch` is null; TVM's and TIRx's
    /// call through the slot at once).
    guarded: bool,
}

/// Whether the code after a slot load tests a register (`test r, r`: `85` with a register
/// ModRM) before it calls through a pointer in memory (`call *(%reg)`: `ff` with ModRM
/// `0x10..=0x17`); a heuristic on the bytes that follow the load, enough for the code
/// LLVM emits for both patterns.
fn null_tested(after: &[u8]) -> bool {
    for (at, pair) in after.windows(2).enumerate() {
        if pair[0] == 0x85 && pair[1] >= 0xc0 {
            return true;
        }
        if pair[0] == 0xff && (0x10..=0x17).contains(&pair[1]) {
            return false;
        }
        if at > 32 {
            break;
        }
    }
    false
}

/// The functions of an x86-64 ELF shared library that load the slot's address: the slot is
/// preemptible (a weak default-visibility variable), so code reaches it through its GOT entry
/// (an `R_X86_64_GLOB_DAT` relocation names the slot) with a RIP-relative load whose 32-bit
/// displacement ends the instruction. `None` where that does not apply (other architectures
/// and formats).
fn slot_callers(object: &object::File<'_>, slot: &str) -> Option<Vec<SlotCaller>> {
    if object.architecture() != object::Architecture::X86_64
        || object.format() != object::BinaryFormat::Elf
    {
        return None;
    }
    let dynamic: Vec<_> = object.dynamic_symbols().collect();
    let got_entries: Vec<u64> = object
        .dynamic_relocations()?
        .filter_map(|(offset, relocation)| match relocation.target() {
            RelocationTarget::Symbol(index) => dynamic
                .iter()
                .find(|symbol| symbol.index() == index)
                .and_then(|symbol| symbol.name().ok())
                .filter(|name| *name == slot)
                .map(|_| offset),
            _ => None,
        })
        .collect();
    if got_entries.is_empty() {
        return Some(Vec::new());
    }
    let mut callers = Vec::new();
    let functions = object
        .symbols()
        .chain(object.dynamic_symbols())
        .filter(|symbol| symbol.kind() == object::SymbolKind::Text && symbol.size() >= 4);
    for function in functions {
        let Ok(name) = function.name() else { continue };
        let Some(section) = function
            .section_index()
            .and_then(|index| object.section_by_index(index).ok())
        else {
            continue;
        };
        let Ok(data) = section.data() else { continue };
        let Some(code) = function
            .address()
            .checked_sub(section.address())
            .and_then(|start| usize::try_from(start).ok())
            .and_then(|start| data.get(start..start.checked_add(function.size() as usize)?))
        else {
            continue;
        };
        let loads: Vec<usize> = code
            .windows(4)
            .enumerate()
            .filter(|(at, window)| {
                let displacement = i32::from_le_bytes([window[0], window[1], window[2], window[3]]);
                let next = function.address() + *at as u64 + 4;
                got_entries.contains(&next.wrapping_add_signed(i64::from(displacement)))
            })
            .map(|(at, _)| at + 4)
            .collect();
        if loads.is_empty() || callers.iter().any(|c: &SlotCaller| c.name == name) {
            continue;
        }
        callers.push(SlotCaller {
            name: name.to_string(),
            guarded: loads.iter().all(|&end| null_tested(&code[end..])),
        });
    }
    Some(callers)
}
