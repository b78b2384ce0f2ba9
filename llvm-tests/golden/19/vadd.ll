target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str.0 = private unnamed_addr constant [42 x i8] c"kernel `vadd`: expected 3 arguments, got \00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"ValueError\00", align 1
@.str.2 = private unnamed_addr constant [124 x i8] c"kernel `vadd`: argument 0 (`A`): expected a tensor (DLTensor* type index 7, opaque pointer 4 or Tensor 70), got type index \00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"TypeError\00", align 1
@.str.4 = private unnamed_addr constant [61 x i8] c"kernel `vadd`: argument 0 (`A`): expected a tensor, got NULL\00", align 1
@.str.5 = private unnamed_addr constant [55 x i8] c"kernel `vadd`: argument 0 (`A`): expected ndim 1, got \00", align 1
@.str.6 = private unnamed_addr constant [90 x i8] c"kernel `vadd`: argument 0 (`A`): expected dtype f32 (code 2, bits 32, lanes 1), got code \00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c", bits \00", align 1
@.str.8 = private unnamed_addr constant [9 x i8] c", lanes \00", align 1
@.str.9 = private unnamed_addr constant [89 x i8] c"kernel `vadd`: argument 0 (`A`): expected a CPU tensor (device_type 1), got device_type \00", align 1
@.str.10 = private unnamed_addr constant [85 x i8] c"kernel `vadd`: argument 0 (`A`): is not compact row-major: stride of dimension 0 is \00", align 1
@.str.11 = private unnamed_addr constant [12 x i8] c", expected \00", align 1
@.str.12 = private unnamed_addr constant [124 x i8] c"kernel `vadd`: argument 1 (`B`): expected a tensor (DLTensor* type index 7, opaque pointer 4 or Tensor 70), got type index \00", align 1
@.str.13 = private unnamed_addr constant [61 x i8] c"kernel `vadd`: argument 1 (`B`): expected a tensor, got NULL\00", align 1
@.str.14 = private unnamed_addr constant [55 x i8] c"kernel `vadd`: argument 1 (`B`): expected ndim 1, got \00", align 1
@.str.15 = private unnamed_addr constant [90 x i8] c"kernel `vadd`: argument 1 (`B`): expected dtype f32 (code 2, bits 32, lanes 1), got code \00", align 1
@.str.16 = private unnamed_addr constant [89 x i8] c"kernel `vadd`: argument 1 (`B`): expected a CPU tensor (device_type 1), got device_type \00", align 1
@.str.17 = private unnamed_addr constant [55 x i8] c"kernel `vadd`: argument 1 (`B`): dimension 0 (`n`) is \00", align 1
@.str.18 = private unnamed_addr constant [49 x i8] c", but argument 0 (`A`) dimension 0 bound `n` to \00", align 1
@.str.19 = private unnamed_addr constant [85 x i8] c"kernel `vadd`: argument 1 (`B`): is not compact row-major: stride of dimension 0 is \00", align 1
@.str.20 = private unnamed_addr constant [124 x i8] c"kernel `vadd`: argument 2 (`C`): expected a tensor (DLTensor* type index 7, opaque pointer 4 or Tensor 70), got type index \00", align 1
@.str.21 = private unnamed_addr constant [61 x i8] c"kernel `vadd`: argument 2 (`C`): expected a tensor, got NULL\00", align 1
@.str.22 = private unnamed_addr constant [55 x i8] c"kernel `vadd`: argument 2 (`C`): expected ndim 1, got \00", align 1
@.str.23 = private unnamed_addr constant [90 x i8] c"kernel `vadd`: argument 2 (`C`): expected dtype f32 (code 2, bits 32, lanes 1), got code \00", align 1
@.str.24 = private unnamed_addr constant [89 x i8] c"kernel `vadd`: argument 2 (`C`): expected a CPU tensor (device_type 1), got device_type \00", align 1
@.str.25 = private unnamed_addr constant [55 x i8] c"kernel `vadd`: argument 2 (`C`): dimension 0 (`n`) is \00", align 1
@.str.26 = private unnamed_addr constant [85 x i8] c"kernel `vadd`: argument 2 (`C`): is not compact row-major: stride of dimension 0 is \00", align 1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define noundef i32 @vadd_c(ptr nocapture readonly %A, ptr nocapture readonly %B, ptr nocapture writeonly %C, i64 %n) local_unnamed_addr #0 {
entry:
  %B5 = ptrtoint ptr %B to i64
  %A4 = ptrtoint ptr %A to i64
  %C3 = ptrtoint ptr %C to i64
  %more1 = icmp sgt i64 %n, 0
  br i1 %more1, label %for.i.body.preheader, label %for.i.end

for.i.body.preheader:                             ; preds = %entry
  %min.iters.check = icmp ult i64 %n, 16
  br i1 %min.iters.check, label %for.i.body.preheader10, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.i.body.preheader
  %0 = sub i64 %C3, %A4
  %diff.check = icmp ult i64 %0, 64
  %1 = sub i64 %C3, %B5
  %diff.check6 = icmp ult i64 %1, 64
  %conflict.rdx = or i1 %diff.check, %diff.check6
  br i1 %conflict.rdx, label %for.i.body.preheader10, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %n, 9223372036854775792
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %2 = getelementptr inbounds float, ptr %C, i64 %index
  %3 = getelementptr inbounds float, ptr %A, i64 %index
  %4 = getelementptr inbounds i8, ptr %3, i64 32
  %wide.load = load <8 x float>, ptr %3, align 4
  %wide.load7 = load <8 x float>, ptr %4, align 4
  %5 = getelementptr inbounds float, ptr %B, i64 %index
  %6 = getelementptr inbounds i8, ptr %5, i64 32
  %wide.load8 = load <8 x float>, ptr %5, align 4
  %wide.load9 = load <8 x float>, ptr %6, align 4
  %7 = fadd <8 x float> %wide.load, %wide.load8
  %8 = fadd <8 x float> %wide.load7, %wide.load9
  %9 = getelementptr inbounds i8, ptr %2, i64 32
  store <8 x float> %7, ptr %2, align 4
  store <8 x float> %8, ptr %9, align 4
  %index.next = add nuw i64 %index, 16
  %10 = icmp eq i64 %index.next, %n.vec
  br i1 %10, label %middle.block, label %vector.body, !llvm.loop !0

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %n
  br i1 %cmp.n, label %for.i.end, label %for.i.body.preheader10

for.i.body.preheader10:                           ; preds = %middle.block, %vector.memcheck, %for.i.body.preheader
  %i.addr.02.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.i.body.preheader ], [ %n.vec, %middle.block ]
  %xtraiter = and i64 %n, 3
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.i.body.prol.loopexit, label %for.i.body.prol

for.i.body.prol:                                  ; preds = %for.i.body.preheader10, %for.i.body.prol
  %i.addr.02.prol = phi i64 [ %i.next.prol, %for.i.body.prol ], [ %i.addr.02.ph, %for.i.body.preheader10 ]
  %prol.iter = phi i64 [ %prol.iter.next, %for.i.body.prol ], [ 0, %for.i.body.preheader10 ]
  %C.addr.prol = getelementptr inbounds float, ptr %C, i64 %i.addr.02.prol
  %A.addr.prol = getelementptr inbounds float, ptr %A, i64 %i.addr.02.prol
  %A.elem.prol = load float, ptr %A.addr.prol, align 4
  %B.addr.prol = getelementptr inbounds float, ptr %B, i64 %i.addr.02.prol
  %B.elem.prol = load float, ptr %B.addr.prol, align 4
  %add.prol = fadd float %A.elem.prol, %B.elem.prol
  store float %add.prol, ptr %C.addr.prol, align 4
  %i.next.prol = add nuw nsw i64 %i.addr.02.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter
  br i1 %prol.iter.cmp.not, label %for.i.body.prol.loopexit, label %for.i.body.prol, !llvm.loop !3

for.i.body.prol.loopexit:                         ; preds = %for.i.body.prol, %for.i.body.preheader10
  %i.addr.02.unr = phi i64 [ %i.addr.02.ph, %for.i.body.preheader10 ], [ %i.next.prol, %for.i.body.prol ]
  %11 = sub nsw i64 %i.addr.02.ph, %n
  %12 = icmp ugt i64 %11, -4
  br i1 %12, label %for.i.end, label %for.i.body

for.i.body:                                       ; preds = %for.i.body.prol.loopexit, %for.i.body
  %i.addr.02 = phi i64 [ %i.next.3, %for.i.body ], [ %i.addr.02.unr, %for.i.body.prol.loopexit ]
  %C.addr = getelementptr inbounds float, ptr %C, i64 %i.addr.02
  %A.addr = getelementptr inbounds float, ptr %A, i64 %i.addr.02
  %A.elem = load float, ptr %A.addr, align 4
  %B.addr = getelementptr inbounds float, ptr %B, i64 %i.addr.02
  %B.elem = load float, ptr %B.addr, align 4
  %add = fadd float %A.elem, %B.elem
  store float %add, ptr %C.addr, align 4
  %i.next = add nuw nsw i64 %i.addr.02, 1
  %C.addr.1 = getelementptr inbounds float, ptr %C, i64 %i.next
  %A.addr.1 = getelementptr inbounds float, ptr %A, i64 %i.next
  %A.elem.1 = load float, ptr %A.addr.1, align 4
  %B.addr.1 = getelementptr inbounds float, ptr %B, i64 %i.next
  %B.elem.1 = load float, ptr %B.addr.1, align 4
  %add.1 = fadd float %A.elem.1, %B.elem.1
  store float %add.1, ptr %C.addr.1, align 4
  %i.next.1 = add nuw nsw i64 %i.addr.02, 2
  %C.addr.2 = getelementptr inbounds float, ptr %C, i64 %i.next.1
  %A.addr.2 = getelementptr inbounds float, ptr %A, i64 %i.next.1
  %A.elem.2 = load float, ptr %A.addr.2, align 4
  %B.addr.2 = getelementptr inbounds float, ptr %B, i64 %i.next.1
  %B.elem.2 = load float, ptr %B.addr.2, align 4
  %add.2 = fadd float %A.elem.2, %B.elem.2
  store float %add.2, ptr %C.addr.2, align 4
  %i.next.2 = add nuw nsw i64 %i.addr.02, 3
  %C.addr.3 = getelementptr inbounds float, ptr %C, i64 %i.next.2
  %A.addr.3 = getelementptr inbounds float, ptr %A, i64 %i.next.2
  %A.elem.3 = load float, ptr %A.addr.3, align 4
  %B.addr.3 = getelementptr inbounds float, ptr %B, i64 %i.next.2
  %B.elem.3 = load float, ptr %B.addr.3, align 4
  %add.3 = fadd float %A.elem.3, %B.elem.3
  store float %add.3, ptr %C.addr.3, align 4
  %i.next.3 = add nuw nsw i64 %i.addr.02, 4
  %exitcond.not.3 = icmp eq i64 %i.next.3, %n
  br i1 %exitcond.not.3, label %for.i.end, label %for.i.body, !llvm.loop !5

for.i.end:                                        ; preds = %for.i.body.prol.loopexit, %for.i.body, %middle.block, %entry
  ret i32 0
}

define range(i32 -1, 1) i32 @__tvm_ffi_vadd(ptr nocapture readnone %self, ptr nocapture readonly %args, i32 %num_args, ptr nocapture readnone %result) local_unnamed_addr #1 {
entry:
  %message.parts = alloca [16 x ptr], align 8
  %message.digits0 = alloca [24 x i8], align 1
  %message.digits1 = alloca [24 x i8], align 1
  %message.digits2 = alloca [24 x i8], align 1
  %argc.ok = icmp eq i32 %num_args, 3
  br i1 %argc.ok, label %check1.ok, label %check1.fail

common.ret:                                       ; preds = %check21.fail, %C.strides.done, %check20.fail, %check19.fail, %check18.fail, %check17.fail, %check16.fail, %check15.fail, %check14.fail, %check13.fail, %check12.fail, %check11.fail, %check10.fail, %check9.fail, %check8.fail, %check7.fail, %check6.fail, %check5.fail, %check4.fail, %check3.fail, %check2.fail, %check1.fail
  %common.ret.op = phi i32 [ -1, %check1.fail ], [ -1, %check2.fail ], [ -1, %check3.fail ], [ -1, %check4.fail ], [ -1, %check5.fail ], [ -1, %check6.fail ], [ -1, %check7.fail ], [ -1, %check8.fail ], [ -1, %check9.fail ], [ -1, %check10.fail ], [ -1, %check11.fail ], [ -1, %check12.fail ], [ -1, %check13.fail ], [ -1, %check14.fail ], [ -1, %check15.fail ], [ -1, %check16.fail ], [ -1, %check17.fail ], [ -1, %check18.fail ], [ -1, %check19.fail ], [ -1, %check20.fail ], [ 0, %C.strides.done ], [ -1, %check21.fail ]
  ret i32 %common.ret.op

check1.fail:                                      ; preds = %entry
  %argc = sext i32 %num_args to i64
  store ptr @.str.0, ptr %message.parts, align 8
  %digits = call fastcc ptr @__modlink_format_i64(i64 %argc, ptr nonnull %message.digits0)
  %part1 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits, ptr %part1, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check1.ok:                                        ; preds = %entry
  %A.type_index = load i32, ptr %args, align 4
  switch i32 %A.type_index, label %check2.fail [
    i32 70, label %check2.ok
    i32 7, label %check2.ok
    i32 4, label %check2.ok
  ]

check2.fail:                                      ; preds = %check1.ok
  %tag = sext i32 %A.type_index to i64
  store ptr @.str.2, ptr %message.parts, align 8
  %digits6 = call fastcc ptr @__modlink_format_i64(i64 %tag, ptr nonnull %message.digits0)
  %part7 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits6, ptr %part7, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check2.ok:                                        ; preds = %check1.ok, %check1.ok, %check1.ok
  %is = icmp eq i32 %A.type_index, 70
  %A.value = getelementptr inbounds i8, ptr %args, i64 8
  %A.ptr = load ptr, ptr %A.value, align 8
  %A.dltensor.idx = select i1 %is, i64 24, i64 0
  %A.dltensor = getelementptr inbounds i8, ptr %A.ptr, i64 %A.dltensor.idx
  %null.not = icmp eq ptr %A.ptr, null
  br i1 %null.not, label %check3.fail, label %check3.ok

check3.fail:                                      ; preds = %check2.ok
  store ptr @.str.4, ptr %message.parts, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check3.ok:                                        ; preds = %check2.ok
  %ndim.at = getelementptr inbounds i8, ptr %A.dltensor, i64 16
  %A.ndim = load i32, ptr %ndim.at, align 4
  %ndim.ok = icmp eq i32 %A.ndim, 1
  br i1 %ndim.ok, label %check4.ok, label %check4.fail

check4.fail:                                      ; preds = %check3.ok
  %ndim = sext i32 %A.ndim to i64
  store ptr @.str.5, ptr %message.parts, align 8
  %digits10 = call fastcc ptr @__modlink_format_i64(i64 %ndim, ptr nonnull %message.digits0)
  %part11 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits10, ptr %part11, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check4.ok:                                        ; preds = %check3.ok
  %dtype.at = getelementptr inbounds i8, ptr %A.dltensor, i64 20
  %bits.at = getelementptr inbounds i8, ptr %A.dltensor, i64 21
  %lanes.at = getelementptr inbounds i8, ptr %A.dltensor, i64 22
  %code = load i8, ptr %dtype.at, align 1
  %bits = load i8, ptr %bits.at, align 1
  %lanes = load i16, ptr %lanes.at, align 2
  %code.ok = icmp eq i8 %code, 2
  %bits.ok = icmp eq i8 %bits, 32
  %lanes.ok = icmp eq i16 %lanes, 1
  %dtype.ok = and i1 %code.ok, %bits.ok
  %dtype.ok12 = and i1 %dtype.ok, %lanes.ok
  br i1 %dtype.ok12, label %check5.ok, label %check5.fail

check5.fail:                                      ; preds = %check4.ok
  %lanes15 = zext i16 %lanes to i64
  %bits14 = zext i8 %bits to i64
  %code13 = zext i8 %code to i64
  store ptr @.str.6, ptr %message.parts, align 8
  %digits17 = call fastcc ptr @__modlink_format_i64(i64 %code13, ptr nonnull %message.digits0)
  %part18 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits17, ptr %part18, align 8
  %part19 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.7, ptr %part19, align 8
  %digits20 = call fastcc ptr @__modlink_format_i64(i64 %bits14, ptr nonnull %message.digits1)
  %part21 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digits20, ptr %part21, align 8
  %part22 = getelementptr inbounds i8, ptr %message.parts, i64 32
  store ptr @.str.8, ptr %part22, align 8
  %digits23 = call fastcc ptr @__modlink_format_i64(i64 %lanes15, ptr nonnull %message.digits2)
  %part24 = getelementptr inbounds i8, ptr %message.parts, i64 40
  store ptr %digits23, ptr %part24, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check5.ok:                                        ; preds = %check4.ok
  %device.at = getelementptr inbounds i8, ptr %A.dltensor, i64 8
  %A.device_type = load i32, ptr %device.at, align 4
  %device.ok = icmp eq i32 %A.device_type, 1
  br i1 %device.ok, label %check6.ok, label %check6.fail

check6.fail:                                      ; preds = %check5.ok
  %device = sext i32 %A.device_type to i64
  store ptr @.str.9, ptr %message.parts, align 8
  %digits26 = call fastcc ptr @__modlink_format_i64(i64 %device, ptr nonnull %message.digits0)
  %part27 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits26, ptr %part27, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check6.ok:                                        ; preds = %check5.ok
  %shape.at = getelementptr inbounds i8, ptr %A.dltensor, i64 24
  %A.shape = load ptr, ptr %shape.at, align 8
  %A.shape0 = load i64, ptr %A.shape, align 8
  %strides.at = getelementptr inbounds i8, ptr %A.dltensor, i64 32
  %A.strides = load ptr, ptr %strides.at, align 8
  %has_strides.not = icmp eq ptr %A.strides, null
  br i1 %has_strides.not, label %A.strides.done, label %A.strides.check

A.strides.check:                                  ; preds = %check6.ok
  %A.stride0 = load i64, ptr %A.strides, align 8
  %stride.ok = icmp eq i64 %A.stride0, 1
  %unit = icmp eq i64 %A.shape0, 1
  %stride.ok28 = or i1 %unit, %stride.ok
  br i1 %stride.ok28, label %A.strides.done, label %check7.fail

A.strides.done:                                   ; preds = %A.strides.check, %check6.ok
  %data = load ptr, ptr %A.dltensor, align 8
  %byte_offset.at = getelementptr inbounds i8, ptr %A.dltensor, i64 40
  %byte_offset = load i64, ptr %byte_offset.at, align 8
  %A.data = getelementptr i8, ptr %data, i64 %byte_offset
  %B.any = getelementptr inbounds i8, ptr %args, i64 16
  %B.type_index = load i32, ptr %B.any, align 4
  switch i32 %B.type_index, label %check8.fail [
    i32 70, label %check8.ok
    i32 7, label %check8.ok
    i32 4, label %check8.ok
  ]

check7.fail:                                      ; preds = %A.strides.check
  store ptr @.str.10, ptr %message.parts, align 8
  %digits30 = call fastcc ptr @__modlink_format_i64(i64 %A.stride0, ptr nonnull %message.digits0)
  %part31 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits30, ptr %part31, align 8
  %part32 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.11, ptr %part32, align 8
  %digits33 = call fastcc ptr @__modlink_format_i64(i64 1, ptr nonnull %message.digits1)
  %part34 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digits33, ptr %part34, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check8.fail:                                      ; preds = %A.strides.done
  %tag41 = sext i32 %B.type_index to i64
  store ptr @.str.12, ptr %message.parts, align 8
  %digits43 = call fastcc ptr @__modlink_format_i64(i64 %tag41, ptr nonnull %message.digits0)
  %part44 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits43, ptr %part44, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check8.ok:                                        ; preds = %A.strides.done, %A.strides.done, %A.strides.done
  %is35 = icmp eq i32 %B.type_index, 70
  %B.value = getelementptr inbounds i8, ptr %args, i64 24
  %B.ptr = load ptr, ptr %B.value, align 8
  %B.dltensor.idx = select i1 %is35, i64 24, i64 0
  %B.dltensor = getelementptr inbounds i8, ptr %B.ptr, i64 %B.dltensor.idx
  %null45.not = icmp eq ptr %B.ptr, null
  br i1 %null45.not, label %check9.fail, label %check9.ok

check9.fail:                                      ; preds = %check8.ok
  store ptr @.str.13, ptr %message.parts, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check9.ok:                                        ; preds = %check8.ok
  %ndim.at48 = getelementptr inbounds i8, ptr %B.dltensor, i64 16
  %B.ndim = load i32, ptr %ndim.at48, align 4
  %ndim.ok49 = icmp eq i32 %B.ndim, 1
  br i1 %ndim.ok49, label %check10.ok, label %check10.fail

check10.fail:                                     ; preds = %check9.ok
  %ndim50 = sext i32 %B.ndim to i64
  store ptr @.str.14, ptr %message.parts, align 8
  %digits52 = call fastcc ptr @__modlink_format_i64(i64 %ndim50, ptr nonnull %message.digits0)
  %part53 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits52, ptr %part53, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check10.ok:                                       ; preds = %check9.ok
  %dtype.at54 = getelementptr inbounds i8, ptr %B.dltensor, i64 20
  %bits.at56 = getelementptr inbounds i8, ptr %B.dltensor, i64 21
  %lanes.at57 = getelementptr inbounds i8, ptr %B.dltensor, i64 22
  %code58 = load i8, ptr %dtype.at54, align 1
  %bits59 = load i8, ptr %bits.at56, align 1
  %lanes60 = load i16, ptr %lanes.at57, align 2
  %code.ok61 = icmp eq i8 %code58, 2
  %bits.ok62 = icmp eq i8 %bits59, 32
  %lanes.ok63 = icmp eq i16 %lanes60, 1
  %dtype.ok64 = and i1 %code.ok61, %bits.ok62
  %dtype.ok65 = and i1 %dtype.ok64, %lanes.ok63
  br i1 %dtype.ok65, label %check11.ok, label %check11.fail

check11.fail:                                     ; preds = %check10.ok
  %lanes68 = zext i16 %lanes60 to i64
  %bits67 = zext i8 %bits59 to i64
  %code66 = zext i8 %code58 to i64
  store ptr @.str.15, ptr %message.parts, align 8
  %digits70 = call fastcc ptr @__modlink_format_i64(i64 %code66, ptr nonnull %message.digits0)
  %part71 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits70, ptr %part71, align 8
  %part72 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.7, ptr %part72, align 8
  %digits73 = call fastcc ptr @__modlink_format_i64(i64 %bits67, ptr nonnull %message.digits1)
  %part74 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digits73, ptr %part74, align 8
  %part75 = getelementptr inbounds i8, ptr %message.parts, i64 32
  store ptr @.str.8, ptr %part75, align 8
  %digits76 = call fastcc ptr @__modlink_format_i64(i64 %lanes68, ptr nonnull %message.digits2)
  %part77 = getelementptr inbounds i8, ptr %message.parts, i64 40
  store ptr %digits76, ptr %part77, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check11.ok:                                       ; preds = %check10.ok
  %device.at78 = getelementptr inbounds i8, ptr %B.dltensor, i64 8
  %B.device_type = load i32, ptr %device.at78, align 4
  %device.ok79 = icmp eq i32 %B.device_type, 1
  br i1 %device.ok79, label %check12.ok, label %check12.fail

check12.fail:                                     ; preds = %check11.ok
  %device80 = sext i32 %B.device_type to i64
  store ptr @.str.16, ptr %message.parts, align 8
  %digits82 = call fastcc ptr @__modlink_format_i64(i64 %device80, ptr nonnull %message.digits0)
  %part83 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits82, ptr %part83, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check12.ok:                                       ; preds = %check11.ok
  %shape.at84 = getelementptr inbounds i8, ptr %B.dltensor, i64 24
  %B.shape = load ptr, ptr %shape.at84, align 8
  %B.shape0 = load i64, ptr %B.shape, align 8
  %extent.ok = icmp eq i64 %B.shape0, %A.shape0
  br i1 %extent.ok, label %check13.ok, label %check13.fail

check13.fail:                                     ; preds = %check12.ok
  store ptr @.str.17, ptr %message.parts, align 8
  %digits87 = call fastcc ptr @__modlink_format_i64(i64 %B.shape0, ptr nonnull %message.digits0)
  %part88 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits87, ptr %part88, align 8
  %part89 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.18, ptr %part89, align 8
  %digits90 = call fastcc ptr @__modlink_format_i64(i64 %A.shape0, ptr nonnull %message.digits1)
  %part91 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digits90, ptr %part91, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check13.ok:                                       ; preds = %check12.ok
  %strides.at92 = getelementptr inbounds i8, ptr %B.dltensor, i64 32
  %B.strides = load ptr, ptr %strides.at92, align 8
  %has_strides93.not = icmp eq ptr %B.strides, null
  br i1 %has_strides93.not, label %B.strides.done, label %B.strides.check

B.strides.check:                                  ; preds = %check13.ok
  %B.stride0 = load i64, ptr %B.strides, align 8
  %stride.ok95 = icmp eq i64 %B.stride0, 1
  %unit96 = icmp eq i64 %A.shape0, 1
  %stride.ok97 = or i1 %unit96, %stride.ok95
  br i1 %stride.ok97, label %B.strides.done, label %check14.fail

B.strides.done:                                   ; preds = %B.strides.check, %check13.ok
  %data106 = load ptr, ptr %B.dltensor, align 8
  %byte_offset.at107 = getelementptr inbounds i8, ptr %B.dltensor, i64 40
  %byte_offset108 = load i64, ptr %byte_offset.at107, align 8
  %B.data = getelementptr i8, ptr %data106, i64 %byte_offset108
  %C.any = getelementptr inbounds i8, ptr %args, i64 32
  %C.type_index = load i32, ptr %C.any, align 4
  switch i32 %C.type_index, label %check15.fail [
    i32 70, label %check15.ok
    i32 7, label %check15.ok
    i32 4, label %check15.ok
  ]

check14.fail:                                     ; preds = %B.strides.check
  store ptr @.str.19, ptr %message.parts, align 8
  %digits99 = call fastcc ptr @__modlink_format_i64(i64 %B.stride0, ptr nonnull %message.digits0)
  %part100 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits99, ptr %part100, align 8
  %part101 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.11, ptr %part101, align 8
  %digits102 = call fastcc ptr @__modlink_format_i64(i64 1, ptr nonnull %message.digits1)
  %part103 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digits102, ptr %part103, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check15.fail:                                     ; preds = %B.strides.done
  %tag115 = sext i32 %C.type_index to i64
  store ptr @.str.20, ptr %message.parts, align 8
  %digits117 = call fastcc ptr @__modlink_format_i64(i64 %tag115, ptr nonnull %message.digits0)
  %part118 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits117, ptr %part118, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check15.ok:                                       ; preds = %B.strides.done, %B.strides.done, %B.strides.done
  %is109 = icmp eq i32 %C.type_index, 70
  %C.value = getelementptr inbounds i8, ptr %args, i64 40
  %C.ptr = load ptr, ptr %C.value, align 8
  %C.dltensor.idx = select i1 %is109, i64 24, i64 0
  %C.dltensor = getelementptr inbounds i8, ptr %C.ptr, i64 %C.dltensor.idx
  %null119.not = icmp eq ptr %C.ptr, null
  br i1 %null119.not, label %check16.fail, label %check16.ok

check16.fail:                                     ; preds = %check15.ok
  store ptr @.str.21, ptr %message.parts, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check16.ok:                                       ; preds = %check15.ok
  %ndim.at122 = getelementptr inbounds i8, ptr %C.dltensor, i64 16
  %C.ndim = load i32, ptr %ndim.at122, align 4
  %ndim.ok123 = icmp eq i32 %C.ndim, 1
  br i1 %ndim.ok123, label %check17.ok, label %check17.fail

check17.fail:                                     ; preds = %check16.ok
  %ndim124 = sext i32 %C.ndim to i64
  store ptr @.str.22, ptr %message.parts, align 8
  %digits126 = call fastcc ptr @__modlink_format_i64(i64 %ndim124, ptr nonnull %message.digits0)
  %part127 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits126, ptr %part127, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check17.ok:                                       ; preds = %check16.ok
  %dtype.at128 = getelementptr inbounds i8, ptr %C.dltensor, i64 20
  %bits.at130 = getelementptr inbounds i8, ptr %C.dltensor, i64 21
  %lanes.at131 = getelementptr inbounds i8, ptr %C.dltensor, i64 22
  %code132 = load i8, ptr %dtype.at128, align 1
  %bits133 = load i8, ptr %bits.at130, align 1
  %lanes134 = load i16, ptr %lanes.at131, align 2
  %code.ok135 = icmp eq i8 %code132, 2
  %bits.ok136 = icmp eq i8 %bits133, 32
  %lanes.ok137 = icmp eq i16 %lanes134, 1
  %dtype.ok138 = and i1 %code.ok135, %bits.ok136
  %dtype.ok139 = and i1 %dtype.ok138, %lanes.ok137
  br i1 %dtype.ok139, label %check18.ok, label %check18.fail

check18.fail:                                     ; preds = %check17.ok
  %lanes142 = zext i16 %lanes134 to i64
  %bits141 = zext i8 %bits133 to i64
  %code140 = zext i8 %code132 to i64
  store ptr @.str.23, ptr %message.parts, align 8
  %digits144 = call fastcc ptr @__modlink_format_i64(i64 %code140, ptr nonnull %message.digits0)
  %part145 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits144, ptr %part145, align 8
  %part146 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.7, ptr %part146, align 8
  %digits147 = call fastcc ptr @__modlink_format_i64(i64 %bits141, ptr nonnull %message.digits1)
  %part148 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digits147, ptr %part148, align 8
  %part149 = getelementptr inbounds i8, ptr %message.parts, i64 32
  store ptr @.str.8, ptr %part149, align 8
  %digits150 = call fastcc ptr @__modlink_format_i64(i64 %lanes142, ptr nonnull %message.digits2)
  %part151 = getelementptr inbounds i8, ptr %message.parts, i64 40
  store ptr %digits150, ptr %part151, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check18.ok:                                       ; preds = %check17.ok
  %device.at152 = getelementptr inbounds i8, ptr %C.dltensor, i64 8
  %C.device_type = load i32, ptr %device.at152, align 4
  %device.ok153 = icmp eq i32 %C.device_type, 1
  br i1 %device.ok153, label %check19.ok, label %check19.fail

check19.fail:                                     ; preds = %check18.ok
  %device154 = sext i32 %C.device_type to i64
  store ptr @.str.24, ptr %message.parts, align 8
  %digits156 = call fastcc ptr @__modlink_format_i64(i64 %device154, ptr nonnull %message.digits0)
  %part157 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits156, ptr %part157, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check19.ok:                                       ; preds = %check18.ok
  %shape.at158 = getelementptr inbounds i8, ptr %C.dltensor, i64 24
  %C.shape = load ptr, ptr %shape.at158, align 8
  %C.shape0 = load i64, ptr %C.shape, align 8
  %extent.ok160 = icmp eq i64 %C.shape0, %A.shape0
  br i1 %extent.ok160, label %check20.ok, label %check20.fail

check20.fail:                                     ; preds = %check19.ok
  store ptr @.str.25, ptr %message.parts, align 8
  %digits162 = call fastcc ptr @__modlink_format_i64(i64 %C.shape0, ptr nonnull %message.digits0)
  %part163 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits162, ptr %part163, align 8
  %part164 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.18, ptr %part164, align 8
  %digits165 = call fastcc ptr @__modlink_format_i64(i64 %A.shape0, ptr nonnull %message.digits1)
  %part166 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digits165, ptr %part166, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check20.ok:                                       ; preds = %check19.ok
  %strides.at167 = getelementptr inbounds i8, ptr %C.dltensor, i64 32
  %C.strides = load ptr, ptr %strides.at167, align 8
  %has_strides168.not = icmp eq ptr %C.strides, null
  br i1 %has_strides168.not, label %C.strides.done, label %C.strides.check

C.strides.check:                                  ; preds = %check20.ok
  %C.stride0 = load i64, ptr %C.strides, align 8
  %stride.ok170 = icmp eq i64 %C.stride0, 1
  %unit171 = icmp eq i64 %A.shape0, 1
  %stride.ok172 = or i1 %unit171, %stride.ok170
  br i1 %stride.ok172, label %C.strides.done, label %check21.fail

C.strides.done:                                   ; preds = %C.strides.check, %check20.ok
  %data181 = load ptr, ptr %C.dltensor, align 8
  %byte_offset.at182 = getelementptr inbounds i8, ptr %C.dltensor, i64 40
  %byte_offset183 = load i64, ptr %byte_offset.at182, align 8
  %C.data = getelementptr i8, ptr %data181, i64 %byte_offset183
  %status = tail call i32 @vadd_c(ptr %A.data, ptr %B.data, ptr %C.data, i64 %A.shape0)
  br label %common.ret

check21.fail:                                     ; preds = %C.strides.check
  store ptr @.str.26, ptr %message.parts, align 8
  %digits174 = call fastcc ptr @__modlink_format_i64(i64 %C.stride0, ptr nonnull %message.digits0)
  %part175 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits174, ptr %part175, align 8
  %part176 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.11, ptr %part176, align 8
  %digits177 = call fastcc ptr @__modlink_format_i64(i64 1, ptr nonnull %message.digits1)
  %part178 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digits177, ptr %part178, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret
}

; Function Attrs: cold nofree noinline norecurse nosync nounwind memory(write, inaccessiblemem: none)
define internal fastcc noundef nonnull ptr @__modlink_format_i64(i64 %0, ptr writeonly %1) unnamed_addr #2 {
entry:
  %mag = tail call i64 @llvm.abs.i64(i64 %0, i1 false)
  %end = getelementptr inbounds i8, ptr %1, i64 23
  store i8 0, ptr %end, align 1
  br label %digit

digit:                                            ; preds = %digit, %entry
  %remaining = phi i64 [ %mag, %entry ], [ %rest, %digit ]
  %cursor = phi ptr [ %end, %entry ], [ %digit.at, %digit ]
  %digit.at = getelementptr inbounds i8, ptr %cursor, i64 -1
  %digit1 = urem i64 %remaining, 10
  %digit.byte = trunc nuw nsw i64 %digit1 to i8
  %ascii = or disjoint i8 %digit.byte, 48
  store i8 %ascii, ptr %digit.at, align 1
  %rest = udiv i64 %remaining, 10
  %more.not = icmp ult i64 %remaining, 10
  br i1 %more.not, label %digits.done, label %digit

digits.done:                                      ; preds = %digit
  %neg = icmp slt i64 %0, 0
  br i1 %neg, label %sign, label %done

sign:                                             ; preds = %digits.done
  %sign.at = getelementptr inbounds i8, ptr %cursor, i64 -2
  store i8 45, ptr %sign.at, align 1
  br label %done

done:                                             ; preds = %sign, %digits.done
  %start = phi ptr [ %digit.at, %digits.done ], [ %sign.at, %sign ]
  ret ptr %start
}

declare extern_weak void @TVMFFIErrorSetRaisedFromCStrParts(ptr, ptr, i32)

; Function Attrs: cold noinline
define internal fastcc void @__modlink_raise(ptr %0, ptr %1, i32 %2) unnamed_addr #3 {
entry:
  %missing = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing, label %done, label %call

call:                                             ; preds = %entry
  tail call void @TVMFFIErrorSetRaisedFromCStrParts(ptr %0, ptr %1, i32 %2)
  br label %done

done:                                             ; preds = %call, %entry
  ret void
}

define weak i32 @__tvm_ffi_main(ptr %self, ptr %args, i32 %num_args, ptr %result) local_unnamed_addr #1 {
entry:
  %status = tail call i32 @__tvm_ffi_vadd(ptr poison, ptr %args, i32 %num_args, ptr poison)
  ret i32 %status
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #4

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "target-cpu"="generic" "target-features"="+64bit" }
attributes #1 = { "target-cpu"="generic" "target-features"="+64bit" }
attributes #2 = { cold nofree noinline norecurse nosync nounwind memory(write, inaccessiblemem: none) "target-cpu"="generic" "target-features"="+64bit" }
attributes #3 = { cold noinline "target-cpu"="generic" "target-features"="+64bit" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.isvectorized", i32 1}
!2 = !{!"llvm.loop.unroll.runtime.disable"}
!3 = distinct !{!3, !4}
!4 = !{!"llvm.loop.unroll.disable"}
!5 = distinct !{!5, !1}
