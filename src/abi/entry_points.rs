//! The runtime's C entry points, the context slots that reach them and the runtime globals
//! that generated code looks up by name: the values of the one table in `entry_table.rs`
//! (`foreach_entry_point!`, which build.rs includes too), and [`SET_DEVICE_GLOBAL`].
//!
//! A library calls an entry point either by its C symbol (undefined in the library, resolved
//! from the process) or through its context slot: a weak pointer variable `__<symbol>` the
//! library defines and the loader fills (spec §1.5, legacy §4.2). Every name here is spelled
//! once; codegen, the runtime, `check` and build.rs take them from this module or the table
//! (`tests/layers.rs` fails on a second spelling in `src/`).

include!("entry_table.rs");
pub(crate) use foreach_entry_point;

/// One C entry point of TVM's runtimes, as the table lists it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct EntryPoint {
    /// The C symbol, e.g. `TVMBackendAllocWorkspace`.
    pub name: &'static str,
    /// The name of its context slot, `__` + the symbol (`__TVMBackendAllocWorkspace`).
    pub slot: &'static str,
    /// Whether modlink's runtime defines it (and the `modlink` binary exports it).
    pub provided: bool,
    /// Whether a tvm-ffi library (TVM 0.21+) may reach it through its context slot.
    pub current_slot: bool,
    /// Whether a legacy library (TVM ≤ 0.20) may reach it through its context slot.
    pub legacy_slot: bool,
}

/// `true` for the `current` marker of a table row's slots.
macro_rules! is_current_slot {
    (current) => {
        true
    };
    (legacy) => {
        false
    };
}

/// `true` for the `legacy` marker of a table row's slots.
macro_rules! is_legacy_slot {
    (current) => {
        false
    };
    (legacy) => {
        true
    };
}

/// The contract's values of the table: one [`EntryPoint`] constant per row, the list of them
/// and the names modlink's runtime exports.
macro_rules! define_entry_points {
    (
        provided {
            $( $name:ident ( $($arg:ident : $ty:ty),* $(,)? ) -> $ret:ty, [$($slot:ident)*]; )*
        }
        called_only {
            $( $other:ident ( $($other_arg:ident : $other_ty:ty),* $(,)? ) -> $other_ret:ty,
               [$($other_slot:ident)*]; )*
        }
    ) => {
        /// One constant per C entry point, named as its symbol.
        #[allow(non_upper_case_globals)]
        pub mod entry {
            use super::EntryPoint;
            $(
                #[doc = concat!(
                    "`", stringify!($name), "(", stringify!($($arg: $ty),*), ") -> ",
                    stringify!($ret), "`, defined by modlink's runtime."
                )]
                pub const $name: EntryPoint = EntryPoint {
                    name: stringify!($name),
                    slot: concat!("__", stringify!($name)),
                    provided: true,
                    current_slot: false $(|| is_current_slot!($slot))*,
                    legacy_slot: false $(|| is_legacy_slot!($slot))*,
                };
            )*
            $(
                #[doc = concat!(
                    "`", stringify!($other), "(", stringify!($($other_arg: $other_ty),*),
                    ") -> ", stringify!($other_ret),
                    "`, called by generated code and left to TVM's runtime."
                )]
                pub const $other: EntryPoint = EntryPoint {
                    name: stringify!($other),
                    slot: concat!("__", stringify!($other)),
                    provided: false,
                    current_slot: false $(|| is_current_slot!($other_slot))*,
                    legacy_slot: false $(|| is_legacy_slot!($other_slot))*,
                };
            )*
        }

        /// Every entry point of the table, in table order.
        pub const ENTRY_POINTS: &[EntryPoint] = &[$(entry::$name,)* $(entry::$other,)*];

        /// The C entry points modlink's runtime defines for libraries to resolve from the
        /// global scope (the list `modlink check --runtime modlink` judges libraries by, and
        /// the symbols the `modlink` binary exports).
        pub const RUNTIME_EXPORTS: &[&str] = &[$(stringify!($name),)*];
    };
}

foreach_entry_point!(define_entry_points);

/// The TVM runtime global a device kernel's host code calls before its kernels,
/// `__tvm_set_device(device_type: Int, device_id: Int)` (TVM `src/runtime/device_api.cc`, which
/// runs `cudaSetDevice`); reached through the context lookup's fall-through from the library's
/// imports to the runtime's globals (shared/spec/cuda.md §4).
pub const SET_DEVICE_GLOBAL: &str = "__tvm_set_device";

/// Whether `name` is an entry point of TVM's C runtime API, which a library expects from its
/// host process: the table's symbols and every `TVMFFI*` / `TVMBackend*` name.
pub fn is_runtime_api(name: &str) -> bool {
    name.starts_with("TVMFFI")
        || name.starts_with("TVMBackend")
        || ENTRY_POINTS.iter().any(|entry| entry.name == name)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// build.rs cannot use the crate it builds, so it includes the table and expands its
    /// `provided` rows itself.
    #[test]
    fn build_script_exports_exactly_the_runtime_entry_points() {
        let build = include_str!("../../build.rs");
        assert!(build.contains("include!(\"src/abi/entry_table.rs\");"));
        assert!(
            build
                .contains("const RUNTIME_EXPORTS: &[&str] = foreach_entry_point!(provided_names);")
        );
        let provided: Vec<&str> = ENTRY_POINTS
            .iter()
            .filter(|entry| entry.provided)
            .map(|entry| entry.name)
            .collect();
        assert_eq!(provided, RUNTIME_EXPORTS);
    }

    #[test]
    fn rows_become_entry_points_with_their_slots() {
        let row = |name: &str| {
            ENTRY_POINTS
                .iter()
                .find(|entry| entry.name == name)
                .map(|entry| {
                    (
                        entry.slot,
                        entry.provided,
                        entry.current_slot,
                        entry.legacy_slot,
                    )
                })
        };
        assert_eq!(
            row("TVMBackendAllocWorkspace"),
            Some(("__TVMBackendAllocWorkspace", true, true, true))
        );
        assert_eq!(
            row("TVMFFIErrorSetRaisedFromCStrParts"),
            Some(("__TVMFFIErrorSetRaisedFromCStrParts", true, false, false))
        );
        assert_eq!(
            row("TVMFuncCall"),
            Some(("__TVMFuncCall", true, false, true))
        );
        assert_eq!(
            row("TVMFFIEnvModRegisterSystemLibSymbol"),
            Some(("__TVMFFIEnvModRegisterSystemLibSymbol", false, false, false))
        );
        assert_eq!(
            row("TVMBackendSetDevice"),
            Some(("__TVMBackendSetDevice", true, true, false))
        );
        assert_eq!(RUNTIME_EXPORTS.len(), 17);
        assert!(!RUNTIME_EXPORTS.contains(&"TVMFFIEnvModRegisterSystemLibSymbol"));
        assert!(is_runtime_api("TVMAPISetLastError"));
        assert!(is_runtime_api("TVMFFIEnvModRegisterSystemLibSymbol"));
        assert!(!is_runtime_api("expf"));
    }
}
