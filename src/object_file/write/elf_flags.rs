//! Corrections to the header of an ELF object another writer emitted, through the `object`
//! crate's raw ELF structs: the float ABI of a RISC-V object, which LLVM 14 writes from its
//! target-machine options alone (codegen's `fix_object_header` says when it is needed).

use object::LittleEndian;
use object::elf::{
    EF_RISCV_FLOAT_ABI_DOUBLE, EF_RISCV_FLOAT_ABI_QUAD, EF_RISCV_FLOAT_ABI_SINGLE, ELFCLASS32,
    ELFCLASS64, ELFDATA2LSB, ELFMAG, EM_RISCV, FileHeader32, FileHeader64,
};
use object::pod::from_bytes_mut;

/// Sets the `EF_RISCV_FLOAT_ABI` bits of a little-endian RISC-V ELF object's header to match
/// `abi` (`lp64d`, `ilp32f`, …: the last letter names the float registers); leaves anything
/// else untouched.
pub(crate) fn set_riscv_float_abi(abi: &[u8], bytes: &mut [u8]) {
    let float_abi = match abi.last() {
        Some(b'f') => EF_RISCV_FLOAT_ABI_SINGLE,
        Some(b'd') => EF_RISCV_FLOAT_ABI_DOUBLE,
        Some(b'q') => EF_RISCV_FLOAT_ABI_QUAD,
        _ => return,
    };
    let endian = LittleEndian;
    match bytes.get(4) {
        Some(class) if *class == ELFCLASS64.0 => {
            if let Ok((header, _)) = from_bytes_mut::<FileHeader64<LittleEndian>>(bytes)
                && header.e_ident.magic == ELFMAG
                && header.e_ident.data == ELFDATA2LSB
                && header.e_machine.get(endian) == EM_RISCV
            {
                let flags = header.e_flags.get(endian).with_riscv_float_abi(float_abi);
                header.e_flags.set(endian, flags);
            }
        }
        Some(class) if *class == ELFCLASS32.0 => {
            if let Ok((header, _)) = from_bytes_mut::<FileHeader32<LittleEndian>>(bytes)
                && header.e_ident.magic == ELFMAG
                && header.e_ident.data == ELFDATA2LSB
                && header.e_machine.get(endian) == EM_RISCV
            {
                let flags = header.e_flags.get(endian).with_riscv_float_abi(float_abi);
                header.e_flags.set(endian, flags);
            }
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_float_abi_bits_follow_the_abi_name_on_riscv_only() {
        let mut header = vec![0u8; 64];
        header[..4].copy_from_slice(&ELFMAG);
        header[4] = 2;
        header[5] = 1;
        header[18..20].copy_from_slice(&243u16.to_le_bytes());
        header[48..52].copy_from_slice(&0x0001u32.to_le_bytes());
        set_riscv_float_abi(b"lp64d", &mut header);
        assert_eq!(header[48..52], 0x0005u32.to_le_bytes());
        set_riscv_float_abi(b"lp64", &mut header);
        assert_eq!(header[48..52], 0x0005u32.to_le_bytes());
        let mut x86 = header.clone();
        x86[18..20].copy_from_slice(&62u16.to_le_bytes());
        set_riscv_float_abi(b"lp64f", &mut x86);
        assert_eq!(x86[48..52], 0x0005u32.to_le_bytes());
        let mut rv32 = vec![0u8; 52];
        rv32[..4].copy_from_slice(&ELFMAG);
        rv32[4] = 1;
        rv32[5] = 1;
        rv32[18..20].copy_from_slice(&243u16.to_le_bytes());
        set_riscv_float_abi(b"ilp32f", &mut rv32);
        assert_eq!(rv32[36..40], 0x0002u32.to_le_bytes());
    }
}
