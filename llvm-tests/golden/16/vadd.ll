target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
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

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define i32 @vadd_c(ptr nocapture readonly %A, ptr nocapture readonly %B, ptr nocapture writeonly %C, i64 %n) local_unnamed_addr #0 {
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
  %n.vec = and i64 %n, -16
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %2 = getelementptr inbounds float, ptr %C, i64 %index
  %3 = getelementptr inbounds float, ptr %A, i64 %index
  %wide.load = load <8 x float>, ptr %3, align 4
  %4 = getelementptr inbounds float, ptr %3, i64 8
  %wide.load7 = load <8 x float>, ptr %4, align 4
  %5 = getelementptr inbounds float, ptr %B, i64 %index
  %wide.load8 = load <8 x float>, ptr %5, align 4
  %6 = getelementptr inbounds float, ptr %5, i64 8
  %wide.load9 = load <8 x float>, ptr %6, align 4
  %7 = fadd <8 x float> %wide.load, %wide.load8
  %8 = fadd <8 x float> %wide.load7, %wide.load9
  store <8 x float> %7, ptr %2, align 4
  %9 = getelementptr inbounds float, ptr %2, i64 8
  store <8 x float> %8, ptr %9, align 4
  %index.next = add nuw i64 %index, 16
  %10 = icmp eq i64 %index.next, %n.vec
  br i1 %10, label %middle.block, label %vector.body, !llvm.loop !0

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %n
  br i1 %cmp.n, label %for.i.end, label %for.i.body.preheader10

for.i.body.preheader10:                           ; preds = %vector.memcheck, %for.i.body.preheader, %middle.block
  %i.addr.02.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.i.body.preheader ], [ %n.vec, %middle.block ]
  %11 = xor i64 %i.addr.02.ph, -1
  %12 = add i64 %11, %n
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
  %13 = icmp ult i64 %12, 3
  br i1 %13, label %for.i.end, label %for.i.body

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

define i32 @__tvm_ffi_vadd(ptr nocapture readnone %self, ptr nocapture readonly %args, i32 %num_args, ptr nocapture readnone %result) local_unnamed_addr {
entry:
  %message.parts = alloca [16 x ptr], align 8
  %message.digits0 = alloca [24 x i8], align 1
  %message.digits1 = alloca [24 x i8], align 1
  %message.digits2 = alloca [24 x i8], align 1
  %argc.ok = icmp eq i32 %num_args, 3
  br i1 %argc.ok, label %check1.ok, label %check1.fail

common.ret:                                       ; preds = %for.i.body.i.prol.loopexit, %for.i.body.i, %middle.block, %call.i657, %__modlink_format_i64.exit643, %C.strides.done, %call.i625, %__modlink_format_i64.exit624, %call.i589, %__modlink_format_i64.exit588, %call.i570, %__modlink_format_i64.exit569, %call.i526, %__modlink_format_i64.exit525, %call.i507, %check16.fail, %call.i505, %__modlink_format_i64.exit504, %call.i486, %__modlink_format_i64.exit472, %call.i454, %__modlink_format_i64.exit453, %call.i418, %__modlink_format_i64.exit417, %call.i399, %__modlink_format_i64.exit398, %call.i355, %__modlink_format_i64.exit354, %call.i336, %check9.fail, %call.i334, %__modlink_format_i64.exit333, %call.i315, %__modlink_format_i64.exit301, %call.i283, %__modlink_format_i64.exit282, %call.i264, %__modlink_format_i64.exit263, %call.i220, %__modlink_format_i64.exit219, %call.i201, %check3.fail, %call.i199, %__modlink_format_i64.exit198, %call.i, %__modlink_format_i64.exit
  %common.ret.op = phi i32 [ -1, %__modlink_format_i64.exit ], [ -1, %call.i ], [ -1, %__modlink_format_i64.exit198 ], [ -1, %call.i199 ], [ -1, %check3.fail ], [ -1, %call.i201 ], [ -1, %__modlink_format_i64.exit219 ], [ -1, %call.i220 ], [ -1, %__modlink_format_i64.exit263 ], [ -1, %call.i264 ], [ -1, %__modlink_format_i64.exit282 ], [ -1, %call.i283 ], [ -1, %__modlink_format_i64.exit301 ], [ -1, %call.i315 ], [ -1, %__modlink_format_i64.exit333 ], [ -1, %call.i334 ], [ -1, %check9.fail ], [ -1, %call.i336 ], [ -1, %__modlink_format_i64.exit354 ], [ -1, %call.i355 ], [ -1, %__modlink_format_i64.exit398 ], [ -1, %call.i399 ], [ -1, %__modlink_format_i64.exit417 ], [ -1, %call.i418 ], [ -1, %__modlink_format_i64.exit453 ], [ -1, %call.i454 ], [ -1, %__modlink_format_i64.exit472 ], [ -1, %call.i486 ], [ -1, %__modlink_format_i64.exit504 ], [ -1, %call.i505 ], [ -1, %check16.fail ], [ -1, %call.i507 ], [ -1, %__modlink_format_i64.exit525 ], [ -1, %call.i526 ], [ -1, %__modlink_format_i64.exit569 ], [ -1, %call.i570 ], [ -1, %__modlink_format_i64.exit588 ], [ -1, %call.i589 ], [ -1, %__modlink_format_i64.exit624 ], [ -1, %call.i625 ], [ 0, %C.strides.done ], [ -1, %__modlink_format_i64.exit643 ], [ -1, %call.i657 ], [ 0, %middle.block ], [ 0, %for.i.body.i ], [ 0, %for.i.body.i.prol.loopexit ]
  ret i32 %common.ret.op

check1.fail:                                      ; preds = %entry
  store ptr @.str.0, ptr %message.parts, align 8
  %0 = tail call i32 @llvm.abs.i32(i32 %num_args, i1 false)
  %mag.i = zext i32 %0 to i64
  %end.i = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i, align 1
  br label %digit.i

digit.i:                                          ; preds = %digit.i, %check1.fail
  %remaining.i = phi i64 [ %mag.i, %check1.fail ], [ %rest.i, %digit.i ]
  %cursor.i = phi ptr [ %end.i, %check1.fail ], [ %digit.at.i, %digit.i ]
  %digit.at.i = getelementptr inbounds i8, ptr %cursor.i, i64 -1
  %digit1.i = urem i64 %remaining.i, 10
  %digit.byte.i = trunc i64 %digit1.i to i8
  %ascii.i = or i8 %digit.byte.i, 48
  store i8 %ascii.i, ptr %digit.at.i, align 1
  %rest.i = udiv i64 %remaining.i, 10
  %more.not.i = icmp ult i64 %remaining.i, 10
  br i1 %more.not.i, label %digits.done.i, label %digit.i

digits.done.i:                                    ; preds = %digit.i
  %neg.i = icmp slt i32 %num_args, 0
  br i1 %neg.i, label %sign.i, label %__modlink_format_i64.exit

sign.i:                                           ; preds = %digits.done.i
  %sign.at.i = getelementptr inbounds i8, ptr %cursor.i, i64 -2
  store i8 45, ptr %sign.at.i, align 1
  br label %__modlink_format_i64.exit

__modlink_format_i64.exit:                        ; preds = %digits.done.i, %sign.i
  %start.i = phi ptr [ %digit.at.i, %digits.done.i ], [ %sign.at.i, %sign.i ]
  %part1 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i, ptr %part1, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i

call.i:                                           ; preds = %__modlink_format_i64.exit
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check1.ok:                                        ; preds = %entry
  %A.type_index = load i32, ptr %args, align 4
  switch i32 %A.type_index, label %check2.fail [
    i32 70, label %check2.ok
    i32 7, label %check2.ok
    i32 4, label %check2.ok
  ]

check2.fail:                                      ; preds = %check1.ok
  store ptr @.str.2, ptr %message.parts, align 8
  %1 = tail call i32 @llvm.abs.i32(i32 %A.type_index, i1 false)
  %mag.i182 = zext i32 %1 to i64
  %end.i183 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i183, align 1
  br label %digit.i192

digit.i192:                                       ; preds = %digit.i192, %check2.fail
  %remaining.i184 = phi i64 [ %mag.i182, %check2.fail ], [ %rest.i190, %digit.i192 ]
  %cursor.i185 = phi ptr [ %end.i183, %check2.fail ], [ %digit.at.i186, %digit.i192 ]
  %digit.at.i186 = getelementptr inbounds i8, ptr %cursor.i185, i64 -1
  %digit1.i187 = urem i64 %remaining.i184, 10
  %digit.byte.i188 = trunc i64 %digit1.i187 to i8
  %ascii.i189 = or i8 %digit.byte.i188, 48
  store i8 %ascii.i189, ptr %digit.at.i186, align 1
  %rest.i190 = udiv i64 %remaining.i184, 10
  %more.not.i191 = icmp ult i64 %remaining.i184, 10
  br i1 %more.not.i191, label %digits.done.i194, label %digit.i192

digits.done.i194:                                 ; preds = %digit.i192
  %neg.i193 = icmp slt i32 %A.type_index, 0
  br i1 %neg.i193, label %sign.i196, label %__modlink_format_i64.exit198

sign.i196:                                        ; preds = %digits.done.i194
  %sign.at.i195 = getelementptr inbounds i8, ptr %cursor.i185, i64 -2
  store i8 45, ptr %sign.at.i195, align 1
  br label %__modlink_format_i64.exit198

__modlink_format_i64.exit198:                     ; preds = %digits.done.i194, %sign.i196
  %start.i197 = phi ptr [ %digit.at.i186, %digits.done.i194 ], [ %sign.at.i195, %sign.i196 ]
  %part6 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i197, ptr %part6, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i199

call.i199:                                        ; preds = %__modlink_format_i64.exit198
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check2.ok:                                        ; preds = %check1.ok, %check1.ok, %check1.ok
  %is3 = icmp eq i32 %A.type_index, 70
  %A.value = getelementptr inbounds i8, ptr %args, i64 8
  %A.ptr = load ptr, ptr %A.value, align 8
  %A.dltensor.idx = select i1 %is3, i64 24, i64 0
  %A.dltensor = getelementptr i8, ptr %A.ptr, i64 %A.dltensor.idx
  %null.not = icmp eq ptr %A.ptr, null
  br i1 %null.not, label %check3.fail, label %check3.ok

check3.fail:                                      ; preds = %check2.ok
  store ptr @.str.4, ptr %message.parts, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i201

call.i201:                                        ; preds = %check3.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check3.ok:                                        ; preds = %check2.ok
  %ndim.at = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %A.dltensor, i64 0, i32 2
  %A.ndim = load i32, ptr %ndim.at, align 4
  %ndim.ok = icmp eq i32 %A.ndim, 1
  br i1 %ndim.ok, label %check4.ok, label %check4.fail

check4.fail:                                      ; preds = %check3.ok
  store ptr @.str.5, ptr %message.parts, align 8
  %2 = tail call i32 @llvm.abs.i32(i32 %A.ndim, i1 false)
  %mag.i203 = zext i32 %2 to i64
  %end.i204 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i204, align 1
  br label %digit.i213

digit.i213:                                       ; preds = %digit.i213, %check4.fail
  %remaining.i205 = phi i64 [ %mag.i203, %check4.fail ], [ %rest.i211, %digit.i213 ]
  %cursor.i206 = phi ptr [ %end.i204, %check4.fail ], [ %digit.at.i207, %digit.i213 ]
  %digit.at.i207 = getelementptr inbounds i8, ptr %cursor.i206, i64 -1
  %digit1.i208 = urem i64 %remaining.i205, 10
  %digit.byte.i209 = trunc i64 %digit1.i208 to i8
  %ascii.i210 = or i8 %digit.byte.i209, 48
  store i8 %ascii.i210, ptr %digit.at.i207, align 1
  %rest.i211 = udiv i64 %remaining.i205, 10
  %more.not.i212 = icmp ult i64 %remaining.i205, 10
  br i1 %more.not.i212, label %digits.done.i215, label %digit.i213

digits.done.i215:                                 ; preds = %digit.i213
  %neg.i214 = icmp slt i32 %A.ndim, 0
  br i1 %neg.i214, label %sign.i217, label %__modlink_format_i64.exit219

sign.i217:                                        ; preds = %digits.done.i215
  %sign.at.i216 = getelementptr inbounds i8, ptr %cursor.i206, i64 -2
  store i8 45, ptr %sign.at.i216, align 1
  br label %__modlink_format_i64.exit219

__modlink_format_i64.exit219:                     ; preds = %digits.done.i215, %sign.i217
  %start.i218 = phi ptr [ %digit.at.i207, %digits.done.i215 ], [ %sign.at.i216, %sign.i217 ]
  %part10 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i218, ptr %part10, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i220

call.i220:                                        ; preds = %__modlink_format_i64.exit219
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check4.ok:                                        ; preds = %check3.ok
  %dtype.at = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %A.dltensor, i64 0, i32 3
  %bits.at = getelementptr inbounds { i8, i8, i16 }, ptr %dtype.at, i64 0, i32 1
  %lanes.at = getelementptr inbounds { i8, i8, i16 }, ptr %dtype.at, i64 0, i32 2
  %code = load i8, ptr %dtype.at, align 1
  %bits = load i8, ptr %bits.at, align 1
  %lanes = load i16, ptr %lanes.at, align 2
  %code.ok = icmp eq i8 %code, 2
  %bits.ok = icmp eq i8 %bits, 32
  %lanes.ok = icmp eq i16 %lanes, 1
  %dtype.ok = and i1 %code.ok, %bits.ok
  %dtype.ok11 = and i1 %dtype.ok, %lanes.ok
  br i1 %dtype.ok11, label %check5.ok, label %check5.fail

check5.fail:                                      ; preds = %check4.ok
  %lanes14 = zext i16 %lanes to i64
  %code12 = zext i8 %code to i64
  store ptr @.str.6, ptr %message.parts, align 8
  %end.i223 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i223, align 1
  br label %digit.i232

digit.i232:                                       ; preds = %digit.i232, %check5.fail
  %remaining.i224 = phi i64 [ %code12, %check5.fail ], [ %rest.i230, %digit.i232 ]
  %cursor.i225 = phi ptr [ %end.i223, %check5.fail ], [ %digit.at.i226, %digit.i232 ]
  %digit.at.i226 = getelementptr inbounds i8, ptr %cursor.i225, i64 -1
  %digit1.i227 = urem i64 %remaining.i224, 10
  %digit.byte.i228 = trunc i64 %digit1.i227 to i8
  %ascii.i229 = or i8 %digit.byte.i228, 48
  store i8 %ascii.i229, ptr %digit.at.i226, align 1
  %rest.i230 = udiv i64 %remaining.i224, 10
  %more.not.i231 = icmp ult i64 %remaining.i224, 10
  br i1 %more.not.i231, label %__modlink_format_i64.exit235, label %digit.i232

__modlink_format_i64.exit235:                     ; preds = %digit.i232
  %bits13 = zext i8 %bits to i64
  %part17 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %digit.at.i226, ptr %part17, align 8
  %part18 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.7, ptr %part18, align 8
  %end.i237 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i237, align 1
  br label %digit.i246

digit.i246:                                       ; preds = %digit.i246, %__modlink_format_i64.exit235
  %remaining.i238 = phi i64 [ %bits13, %__modlink_format_i64.exit235 ], [ %rest.i244, %digit.i246 ]
  %cursor.i239 = phi ptr [ %end.i237, %__modlink_format_i64.exit235 ], [ %digit.at.i240, %digit.i246 ]
  %digit.at.i240 = getelementptr inbounds i8, ptr %cursor.i239, i64 -1
  %digit1.i241 = urem i64 %remaining.i238, 10
  %digit.byte.i242 = trunc i64 %digit1.i241 to i8
  %ascii.i243 = or i8 %digit.byte.i242, 48
  store i8 %ascii.i243, ptr %digit.at.i240, align 1
  %rest.i244 = udiv i64 %remaining.i238, 10
  %more.not.i245 = icmp ult i64 %remaining.i238, 10
  br i1 %more.not.i245, label %__modlink_format_i64.exit249, label %digit.i246

__modlink_format_i64.exit249:                     ; preds = %digit.i246
  %part20 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i240, ptr %part20, align 8
  %part21 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 4
  store ptr @.str.8, ptr %part21, align 8
  %end.i251 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i251, align 1
  br label %digit.i260

digit.i260:                                       ; preds = %digit.i260, %__modlink_format_i64.exit249
  %remaining.i252 = phi i64 [ %lanes14, %__modlink_format_i64.exit249 ], [ %rest.i258, %digit.i260 ]
  %cursor.i253 = phi ptr [ %end.i251, %__modlink_format_i64.exit249 ], [ %digit.at.i254, %digit.i260 ]
  %digit.at.i254 = getelementptr inbounds i8, ptr %cursor.i253, i64 -1
  %digit1.i255 = urem i64 %remaining.i252, 10
  %digit.byte.i256 = trunc i64 %digit1.i255 to i8
  %ascii.i257 = or i8 %digit.byte.i256, 48
  store i8 %ascii.i257, ptr %digit.at.i254, align 1
  %rest.i258 = udiv i64 %remaining.i252, 10
  %more.not.i259 = icmp ult i64 %remaining.i252, 10
  br i1 %more.not.i259, label %__modlink_format_i64.exit263, label %digit.i260

__modlink_format_i64.exit263:                     ; preds = %digit.i260
  %part23 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 5
  store ptr %digit.at.i254, ptr %part23, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i264

call.i264:                                        ; preds = %__modlink_format_i64.exit263
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check5.ok:                                        ; preds = %check4.ok
  %device.at = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %A.dltensor, i64 0, i32 1
  %A.device_type = load i32, ptr %device.at, align 4
  %device.ok = icmp eq i32 %A.device_type, 1
  br i1 %device.ok, label %check6.ok, label %check6.fail

check6.fail:                                      ; preds = %check5.ok
  store ptr @.str.9, ptr %message.parts, align 8
  %3 = tail call i32 @llvm.abs.i32(i32 %A.device_type, i1 false)
  %mag.i266 = zext i32 %3 to i64
  %end.i267 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i267, align 1
  br label %digit.i276

digit.i276:                                       ; preds = %digit.i276, %check6.fail
  %remaining.i268 = phi i64 [ %mag.i266, %check6.fail ], [ %rest.i274, %digit.i276 ]
  %cursor.i269 = phi ptr [ %end.i267, %check6.fail ], [ %digit.at.i270, %digit.i276 ]
  %digit.at.i270 = getelementptr inbounds i8, ptr %cursor.i269, i64 -1
  %digit1.i271 = urem i64 %remaining.i268, 10
  %digit.byte.i272 = trunc i64 %digit1.i271 to i8
  %ascii.i273 = or i8 %digit.byte.i272, 48
  store i8 %ascii.i273, ptr %digit.at.i270, align 1
  %rest.i274 = udiv i64 %remaining.i268, 10
  %more.not.i275 = icmp ult i64 %remaining.i268, 10
  br i1 %more.not.i275, label %digits.done.i278, label %digit.i276

digits.done.i278:                                 ; preds = %digit.i276
  %neg.i277 = icmp slt i32 %A.device_type, 0
  br i1 %neg.i277, label %sign.i280, label %__modlink_format_i64.exit282

sign.i280:                                        ; preds = %digits.done.i278
  %sign.at.i279 = getelementptr inbounds i8, ptr %cursor.i269, i64 -2
  store i8 45, ptr %sign.at.i279, align 1
  br label %__modlink_format_i64.exit282

__modlink_format_i64.exit282:                     ; preds = %digits.done.i278, %sign.i280
  %start.i281 = phi ptr [ %digit.at.i270, %digits.done.i278 ], [ %sign.at.i279, %sign.i280 ]
  %part26 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i281, ptr %part26, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i283

call.i283:                                        ; preds = %__modlink_format_i64.exit282
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check6.ok:                                        ; preds = %check5.ok
  %shape.at = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %A.dltensor, i64 0, i32 4
  %A.shape = load ptr, ptr %shape.at, align 8
  %A.shape0 = load i64, ptr %A.shape, align 8
  %strides.at = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %A.dltensor, i64 0, i32 5
  %A.strides = load ptr, ptr %strides.at, align 8
  %has_strides.not = icmp eq ptr %A.strides, null
  br i1 %has_strides.not, label %A.strides.done, label %A.strides.check

A.strides.check:                                  ; preds = %check6.ok
  %A.stride0 = load i64, ptr %A.strides, align 8
  %stride.ok = icmp eq i64 %A.stride0, 1
  %unit = icmp eq i64 %A.shape0, 1
  %stride.ok27 = or i1 %unit, %stride.ok
  br i1 %stride.ok27, label %A.strides.done, label %check7.fail

A.strides.done:                                   ; preds = %A.strides.check, %check6.ok
  %data = load ptr, ptr %A.dltensor, align 8
  %data660 = ptrtoint ptr %data to i64
  %byte_offset.at = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %A.dltensor, i64 0, i32 6
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
  %mag.i285 = tail call i64 @llvm.abs.i64(i64 %A.stride0, i1 false)
  %end.i286 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i286, align 1
  br label %digit.i295

digit.i295:                                       ; preds = %digit.i295, %check7.fail
  %remaining.i287 = phi i64 [ %mag.i285, %check7.fail ], [ %rest.i293, %digit.i295 ]
  %cursor.i288 = phi ptr [ %end.i286, %check7.fail ], [ %digit.at.i289, %digit.i295 ]
  %digit.at.i289 = getelementptr inbounds i8, ptr %cursor.i288, i64 -1
  %digit1.i290 = urem i64 %remaining.i287, 10
  %digit.byte.i291 = trunc i64 %digit1.i290 to i8
  %ascii.i292 = or i8 %digit.byte.i291, 48
  store i8 %ascii.i292, ptr %digit.at.i289, align 1
  %rest.i293 = udiv i64 %remaining.i287, 10
  %more.not.i294 = icmp ult i64 %remaining.i287, 10
  br i1 %more.not.i294, label %digits.done.i297, label %digit.i295

digits.done.i297:                                 ; preds = %digit.i295
  %neg.i296 = icmp slt i64 %A.stride0, 0
  br i1 %neg.i296, label %sign.i299, label %__modlink_format_i64.exit301

sign.i299:                                        ; preds = %digits.done.i297
  %sign.at.i298 = getelementptr inbounds i8, ptr %cursor.i288, i64 -2
  store i8 45, ptr %sign.at.i298, align 1
  br label %__modlink_format_i64.exit301

__modlink_format_i64.exit301:                     ; preds = %digits.done.i297, %sign.i299
  %start.i300 = phi ptr [ %digit.at.i289, %digits.done.i297 ], [ %sign.at.i298, %sign.i299 ]
  %part30 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i300, ptr %part30, align 8
  %part31 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.11, ptr %part31, align 8
  %end.i302 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i302, align 1
  %digit.at.i305 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i305, align 1
  %part33 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i305, ptr %part33, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i315

call.i315:                                        ; preds = %__modlink_format_i64.exit301
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check8.fail:                                      ; preds = %A.strides.done
  store ptr @.str.12, ptr %message.parts, align 8
  %4 = tail call i32 @llvm.abs.i32(i32 %B.type_index, i1 false)
  %mag.i317 = zext i32 %4 to i64
  %end.i318 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i318, align 1
  br label %digit.i327

digit.i327:                                       ; preds = %digit.i327, %check8.fail
  %remaining.i319 = phi i64 [ %mag.i317, %check8.fail ], [ %rest.i325, %digit.i327 ]
  %cursor.i320 = phi ptr [ %end.i318, %check8.fail ], [ %digit.at.i321, %digit.i327 ]
  %digit.at.i321 = getelementptr inbounds i8, ptr %cursor.i320, i64 -1
  %digit1.i322 = urem i64 %remaining.i319, 10
  %digit.byte.i323 = trunc i64 %digit1.i322 to i8
  %ascii.i324 = or i8 %digit.byte.i323, 48
  store i8 %ascii.i324, ptr %digit.at.i321, align 1
  %rest.i325 = udiv i64 %remaining.i319, 10
  %more.not.i326 = icmp ult i64 %remaining.i319, 10
  br i1 %more.not.i326, label %digits.done.i329, label %digit.i327

digits.done.i329:                                 ; preds = %digit.i327
  %neg.i328 = icmp slt i32 %B.type_index, 0
  br i1 %neg.i328, label %sign.i331, label %__modlink_format_i64.exit333

sign.i331:                                        ; preds = %digits.done.i329
  %sign.at.i330 = getelementptr inbounds i8, ptr %cursor.i320, i64 -2
  store i8 45, ptr %sign.at.i330, align 1
  br label %__modlink_format_i64.exit333

__modlink_format_i64.exit333:                     ; preds = %digits.done.i329, %sign.i331
  %start.i332 = phi ptr [ %digit.at.i321, %digits.done.i329 ], [ %sign.at.i330, %sign.i331 ]
  %part42 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i332, ptr %part42, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i334

call.i334:                                        ; preds = %__modlink_format_i64.exit333
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check8.ok:                                        ; preds = %A.strides.done, %A.strides.done, %A.strides.done
  %is36 = icmp eq i32 %B.type_index, 70
  %B.value = getelementptr inbounds i8, ptr %args, i64 24
  %B.ptr = load ptr, ptr %B.value, align 8
  %B.dltensor.idx = select i1 %is36, i64 24, i64 0
  %B.dltensor = getelementptr i8, ptr %B.ptr, i64 %B.dltensor.idx
  %null43.not = icmp eq ptr %B.ptr, null
  br i1 %null43.not, label %check9.fail, label %check9.ok

check9.fail:                                      ; preds = %check8.ok
  store ptr @.str.13, ptr %message.parts, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i336

call.i336:                                        ; preds = %check9.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check9.ok:                                        ; preds = %check8.ok
  %ndim.at46 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %B.dltensor, i64 0, i32 2
  %B.ndim = load i32, ptr %ndim.at46, align 4
  %ndim.ok47 = icmp eq i32 %B.ndim, 1
  br i1 %ndim.ok47, label %check10.ok, label %check10.fail

check10.fail:                                     ; preds = %check9.ok
  store ptr @.str.14, ptr %message.parts, align 8
  %5 = tail call i32 @llvm.abs.i32(i32 %B.ndim, i1 false)
  %mag.i338 = zext i32 %5 to i64
  %end.i339 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i339, align 1
  br label %digit.i348

digit.i348:                                       ; preds = %digit.i348, %check10.fail
  %remaining.i340 = phi i64 [ %mag.i338, %check10.fail ], [ %rest.i346, %digit.i348 ]
  %cursor.i341 = phi ptr [ %end.i339, %check10.fail ], [ %digit.at.i342, %digit.i348 ]
  %digit.at.i342 = getelementptr inbounds i8, ptr %cursor.i341, i64 -1
  %digit1.i343 = urem i64 %remaining.i340, 10
  %digit.byte.i344 = trunc i64 %digit1.i343 to i8
  %ascii.i345 = or i8 %digit.byte.i344, 48
  store i8 %ascii.i345, ptr %digit.at.i342, align 1
  %rest.i346 = udiv i64 %remaining.i340, 10
  %more.not.i347 = icmp ult i64 %remaining.i340, 10
  br i1 %more.not.i347, label %digits.done.i350, label %digit.i348

digits.done.i350:                                 ; preds = %digit.i348
  %neg.i349 = icmp slt i32 %B.ndim, 0
  br i1 %neg.i349, label %sign.i352, label %__modlink_format_i64.exit354

sign.i352:                                        ; preds = %digits.done.i350
  %sign.at.i351 = getelementptr inbounds i8, ptr %cursor.i341, i64 -2
  store i8 45, ptr %sign.at.i351, align 1
  br label %__modlink_format_i64.exit354

__modlink_format_i64.exit354:                     ; preds = %digits.done.i350, %sign.i352
  %start.i353 = phi ptr [ %digit.at.i342, %digits.done.i350 ], [ %sign.at.i351, %sign.i352 ]
  %part51 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i353, ptr %part51, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i355

call.i355:                                        ; preds = %__modlink_format_i64.exit354
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check10.ok:                                       ; preds = %check9.ok
  %dtype.at52 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %B.dltensor, i64 0, i32 3
  %bits.at54 = getelementptr inbounds { i8, i8, i16 }, ptr %dtype.at52, i64 0, i32 1
  %lanes.at55 = getelementptr inbounds { i8, i8, i16 }, ptr %dtype.at52, i64 0, i32 2
  %code56 = load i8, ptr %dtype.at52, align 1
  %bits57 = load i8, ptr %bits.at54, align 1
  %lanes58 = load i16, ptr %lanes.at55, align 2
  %code.ok59 = icmp eq i8 %code56, 2
  %bits.ok60 = icmp eq i8 %bits57, 32
  %lanes.ok61 = icmp eq i16 %lanes58, 1
  %dtype.ok62 = and i1 %code.ok59, %bits.ok60
  %dtype.ok63 = and i1 %dtype.ok62, %lanes.ok61
  br i1 %dtype.ok63, label %check11.ok, label %check11.fail

check11.fail:                                     ; preds = %check10.ok
  %lanes66 = zext i16 %lanes58 to i64
  %code64 = zext i8 %code56 to i64
  store ptr @.str.15, ptr %message.parts, align 8
  %end.i358 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i358, align 1
  br label %digit.i367

digit.i367:                                       ; preds = %digit.i367, %check11.fail
  %remaining.i359 = phi i64 [ %code64, %check11.fail ], [ %rest.i365, %digit.i367 ]
  %cursor.i360 = phi ptr [ %end.i358, %check11.fail ], [ %digit.at.i361, %digit.i367 ]
  %digit.at.i361 = getelementptr inbounds i8, ptr %cursor.i360, i64 -1
  %digit1.i362 = urem i64 %remaining.i359, 10
  %digit.byte.i363 = trunc i64 %digit1.i362 to i8
  %ascii.i364 = or i8 %digit.byte.i363, 48
  store i8 %ascii.i364, ptr %digit.at.i361, align 1
  %rest.i365 = udiv i64 %remaining.i359, 10
  %more.not.i366 = icmp ult i64 %remaining.i359, 10
  br i1 %more.not.i366, label %__modlink_format_i64.exit370, label %digit.i367

__modlink_format_i64.exit370:                     ; preds = %digit.i367
  %bits65 = zext i8 %bits57 to i64
  %part69 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %digit.at.i361, ptr %part69, align 8
  %part70 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.7, ptr %part70, align 8
  %end.i372 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i372, align 1
  br label %digit.i381

digit.i381:                                       ; preds = %digit.i381, %__modlink_format_i64.exit370
  %remaining.i373 = phi i64 [ %bits65, %__modlink_format_i64.exit370 ], [ %rest.i379, %digit.i381 ]
  %cursor.i374 = phi ptr [ %end.i372, %__modlink_format_i64.exit370 ], [ %digit.at.i375, %digit.i381 ]
  %digit.at.i375 = getelementptr inbounds i8, ptr %cursor.i374, i64 -1
  %digit1.i376 = urem i64 %remaining.i373, 10
  %digit.byte.i377 = trunc i64 %digit1.i376 to i8
  %ascii.i378 = or i8 %digit.byte.i377, 48
  store i8 %ascii.i378, ptr %digit.at.i375, align 1
  %rest.i379 = udiv i64 %remaining.i373, 10
  %more.not.i380 = icmp ult i64 %remaining.i373, 10
  br i1 %more.not.i380, label %__modlink_format_i64.exit384, label %digit.i381

__modlink_format_i64.exit384:                     ; preds = %digit.i381
  %part72 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i375, ptr %part72, align 8
  %part73 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 4
  store ptr @.str.8, ptr %part73, align 8
  %end.i386 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i386, align 1
  br label %digit.i395

digit.i395:                                       ; preds = %digit.i395, %__modlink_format_i64.exit384
  %remaining.i387 = phi i64 [ %lanes66, %__modlink_format_i64.exit384 ], [ %rest.i393, %digit.i395 ]
  %cursor.i388 = phi ptr [ %end.i386, %__modlink_format_i64.exit384 ], [ %digit.at.i389, %digit.i395 ]
  %digit.at.i389 = getelementptr inbounds i8, ptr %cursor.i388, i64 -1
  %digit1.i390 = urem i64 %remaining.i387, 10
  %digit.byte.i391 = trunc i64 %digit1.i390 to i8
  %ascii.i392 = or i8 %digit.byte.i391, 48
  store i8 %ascii.i392, ptr %digit.at.i389, align 1
  %rest.i393 = udiv i64 %remaining.i387, 10
  %more.not.i394 = icmp ult i64 %remaining.i387, 10
  br i1 %more.not.i394, label %__modlink_format_i64.exit398, label %digit.i395

__modlink_format_i64.exit398:                     ; preds = %digit.i395
  %part75 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 5
  store ptr %digit.at.i389, ptr %part75, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i399

call.i399:                                        ; preds = %__modlink_format_i64.exit398
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check11.ok:                                       ; preds = %check10.ok
  %device.at76 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %B.dltensor, i64 0, i32 1
  %B.device_type = load i32, ptr %device.at76, align 4
  %device.ok77 = icmp eq i32 %B.device_type, 1
  br i1 %device.ok77, label %check12.ok, label %check12.fail

check12.fail:                                     ; preds = %check11.ok
  store ptr @.str.16, ptr %message.parts, align 8
  %6 = tail call i32 @llvm.abs.i32(i32 %B.device_type, i1 false)
  %mag.i401 = zext i32 %6 to i64
  %end.i402 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i402, align 1
  br label %digit.i411

digit.i411:                                       ; preds = %digit.i411, %check12.fail
  %remaining.i403 = phi i64 [ %mag.i401, %check12.fail ], [ %rest.i409, %digit.i411 ]
  %cursor.i404 = phi ptr [ %end.i402, %check12.fail ], [ %digit.at.i405, %digit.i411 ]
  %digit.at.i405 = getelementptr inbounds i8, ptr %cursor.i404, i64 -1
  %digit1.i406 = urem i64 %remaining.i403, 10
  %digit.byte.i407 = trunc i64 %digit1.i406 to i8
  %ascii.i408 = or i8 %digit.byte.i407, 48
  store i8 %ascii.i408, ptr %digit.at.i405, align 1
  %rest.i409 = udiv i64 %remaining.i403, 10
  %more.not.i410 = icmp ult i64 %remaining.i403, 10
  br i1 %more.not.i410, label %digits.done.i413, label %digit.i411

digits.done.i413:                                 ; preds = %digit.i411
  %neg.i412 = icmp slt i32 %B.device_type, 0
  br i1 %neg.i412, label %sign.i415, label %__modlink_format_i64.exit417

sign.i415:                                        ; preds = %digits.done.i413
  %sign.at.i414 = getelementptr inbounds i8, ptr %cursor.i404, i64 -2
  store i8 45, ptr %sign.at.i414, align 1
  br label %__modlink_format_i64.exit417

__modlink_format_i64.exit417:                     ; preds = %digits.done.i413, %sign.i415
  %start.i416 = phi ptr [ %digit.at.i405, %digits.done.i413 ], [ %sign.at.i414, %sign.i415 ]
  %part81 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i416, ptr %part81, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i418

call.i418:                                        ; preds = %__modlink_format_i64.exit417
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check12.ok:                                       ; preds = %check11.ok
  %shape.at82 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %B.dltensor, i64 0, i32 4
  %B.shape = load ptr, ptr %shape.at82, align 8
  %B.shape0 = load i64, ptr %B.shape, align 8
  %extent.ok = icmp eq i64 %B.shape0, %A.shape0
  br i1 %extent.ok, label %check13.ok, label %check13.fail

check13.fail:                                     ; preds = %check12.ok
  store ptr @.str.17, ptr %message.parts, align 8
  %mag.i420 = tail call i64 @llvm.abs.i64(i64 %B.shape0, i1 false)
  %end.i421 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i421, align 1
  br label %digit.i430

digit.i430:                                       ; preds = %digit.i430, %check13.fail
  %remaining.i422 = phi i64 [ %mag.i420, %check13.fail ], [ %rest.i428, %digit.i430 ]
  %cursor.i423 = phi ptr [ %end.i421, %check13.fail ], [ %digit.at.i424, %digit.i430 ]
  %digit.at.i424 = getelementptr inbounds i8, ptr %cursor.i423, i64 -1
  %digit1.i425 = urem i64 %remaining.i422, 10
  %digit.byte.i426 = trunc i64 %digit1.i425 to i8
  %ascii.i427 = or i8 %digit.byte.i426, 48
  store i8 %ascii.i427, ptr %digit.at.i424, align 1
  %rest.i428 = udiv i64 %remaining.i422, 10
  %more.not.i429 = icmp ult i64 %remaining.i422, 10
  br i1 %more.not.i429, label %digits.done.i432, label %digit.i430

digits.done.i432:                                 ; preds = %digit.i430
  %neg.i431 = icmp slt i64 %B.shape0, 0
  br i1 %neg.i431, label %sign.i434, label %__modlink_format_i64.exit436

sign.i434:                                        ; preds = %digits.done.i432
  %sign.at.i433 = getelementptr inbounds i8, ptr %cursor.i423, i64 -2
  store i8 45, ptr %sign.at.i433, align 1
  br label %__modlink_format_i64.exit436

__modlink_format_i64.exit436:                     ; preds = %digits.done.i432, %sign.i434
  %start.i435 = phi ptr [ %digit.at.i424, %digits.done.i432 ], [ %sign.at.i433, %sign.i434 ]
  %part86 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i435, ptr %part86, align 8
  %part87 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.18, ptr %part87, align 8
  %mag.i437 = call i64 @llvm.abs.i64(i64 %A.shape0, i1 false)
  %end.i438 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i438, align 1
  br label %digit.i447

digit.i447:                                       ; preds = %digit.i447, %__modlink_format_i64.exit436
  %remaining.i439 = phi i64 [ %mag.i437, %__modlink_format_i64.exit436 ], [ %rest.i445, %digit.i447 ]
  %cursor.i440 = phi ptr [ %end.i438, %__modlink_format_i64.exit436 ], [ %digit.at.i441, %digit.i447 ]
  %digit.at.i441 = getelementptr inbounds i8, ptr %cursor.i440, i64 -1
  %digit1.i442 = urem i64 %remaining.i439, 10
  %digit.byte.i443 = trunc i64 %digit1.i442 to i8
  %ascii.i444 = or i8 %digit.byte.i443, 48
  store i8 %ascii.i444, ptr %digit.at.i441, align 1
  %rest.i445 = udiv i64 %remaining.i439, 10
  %more.not.i446 = icmp ult i64 %remaining.i439, 10
  br i1 %more.not.i446, label %digits.done.i449, label %digit.i447

digits.done.i449:                                 ; preds = %digit.i447
  %neg.i448 = icmp slt i64 %A.shape0, 0
  br i1 %neg.i448, label %sign.i451, label %__modlink_format_i64.exit453

sign.i451:                                        ; preds = %digits.done.i449
  %sign.at.i450 = getelementptr inbounds i8, ptr %cursor.i440, i64 -2
  store i8 45, ptr %sign.at.i450, align 1
  br label %__modlink_format_i64.exit453

__modlink_format_i64.exit453:                     ; preds = %digits.done.i449, %sign.i451
  %start.i452 = phi ptr [ %digit.at.i441, %digits.done.i449 ], [ %sign.at.i450, %sign.i451 ]
  %part89 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %start.i452, ptr %part89, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i454

call.i454:                                        ; preds = %__modlink_format_i64.exit453
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check13.ok:                                       ; preds = %check12.ok
  %strides.at90 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %B.dltensor, i64 0, i32 5
  %B.strides = load ptr, ptr %strides.at90, align 8
  %has_strides91.not = icmp eq ptr %B.strides, null
  br i1 %has_strides91.not, label %B.strides.done, label %B.strides.check

B.strides.check:                                  ; preds = %check13.ok
  %B.stride0 = load i64, ptr %B.strides, align 8
  %stride.ok93 = icmp eq i64 %B.stride0, 1
  %unit94 = icmp eq i64 %A.shape0, 1
  %stride.ok95 = or i1 %unit94, %stride.ok93
  br i1 %stride.ok95, label %B.strides.done, label %check14.fail

B.strides.done:                                   ; preds = %B.strides.check, %check13.ok
  %data104 = load ptr, ptr %B.dltensor, align 8
  %data104661 = ptrtoint ptr %data104 to i64
  %byte_offset.at105 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %B.dltensor, i64 0, i32 6
  %byte_offset106 = load i64, ptr %byte_offset.at105, align 8
  %B.data = getelementptr i8, ptr %data104, i64 %byte_offset106
  %C.any = getelementptr inbounds i8, ptr %args, i64 32
  %C.type_index = load i32, ptr %C.any, align 4
  switch i32 %C.type_index, label %check15.fail [
    i32 70, label %check15.ok
    i32 7, label %check15.ok
    i32 4, label %check15.ok
  ]

check14.fail:                                     ; preds = %B.strides.check
  store ptr @.str.19, ptr %message.parts, align 8
  %mag.i456 = tail call i64 @llvm.abs.i64(i64 %B.stride0, i1 false)
  %end.i457 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i457, align 1
  br label %digit.i466

digit.i466:                                       ; preds = %digit.i466, %check14.fail
  %remaining.i458 = phi i64 [ %mag.i456, %check14.fail ], [ %rest.i464, %digit.i466 ]
  %cursor.i459 = phi ptr [ %end.i457, %check14.fail ], [ %digit.at.i460, %digit.i466 ]
  %digit.at.i460 = getelementptr inbounds i8, ptr %cursor.i459, i64 -1
  %digit1.i461 = urem i64 %remaining.i458, 10
  %digit.byte.i462 = trunc i64 %digit1.i461 to i8
  %ascii.i463 = or i8 %digit.byte.i462, 48
  store i8 %ascii.i463, ptr %digit.at.i460, align 1
  %rest.i464 = udiv i64 %remaining.i458, 10
  %more.not.i465 = icmp ult i64 %remaining.i458, 10
  br i1 %more.not.i465, label %digits.done.i468, label %digit.i466

digits.done.i468:                                 ; preds = %digit.i466
  %neg.i467 = icmp slt i64 %B.stride0, 0
  br i1 %neg.i467, label %sign.i470, label %__modlink_format_i64.exit472

sign.i470:                                        ; preds = %digits.done.i468
  %sign.at.i469 = getelementptr inbounds i8, ptr %cursor.i459, i64 -2
  store i8 45, ptr %sign.at.i469, align 1
  br label %__modlink_format_i64.exit472

__modlink_format_i64.exit472:                     ; preds = %digits.done.i468, %sign.i470
  %start.i471 = phi ptr [ %digit.at.i460, %digits.done.i468 ], [ %sign.at.i469, %sign.i470 ]
  %part98 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i471, ptr %part98, align 8
  %part99 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.11, ptr %part99, align 8
  %end.i473 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i473, align 1
  %digit.at.i476 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i476, align 1
  %part101 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i476, ptr %part101, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i486

call.i486:                                        ; preds = %__modlink_format_i64.exit472
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check15.fail:                                     ; preds = %B.strides.done
  store ptr @.str.20, ptr %message.parts, align 8
  %7 = tail call i32 @llvm.abs.i32(i32 %C.type_index, i1 false)
  %mag.i488 = zext i32 %7 to i64
  %end.i489 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i489, align 1
  br label %digit.i498

digit.i498:                                       ; preds = %digit.i498, %check15.fail
  %remaining.i490 = phi i64 [ %mag.i488, %check15.fail ], [ %rest.i496, %digit.i498 ]
  %cursor.i491 = phi ptr [ %end.i489, %check15.fail ], [ %digit.at.i492, %digit.i498 ]
  %digit.at.i492 = getelementptr inbounds i8, ptr %cursor.i491, i64 -1
  %digit1.i493 = urem i64 %remaining.i490, 10
  %digit.byte.i494 = trunc i64 %digit1.i493 to i8
  %ascii.i495 = or i8 %digit.byte.i494, 48
  store i8 %ascii.i495, ptr %digit.at.i492, align 1
  %rest.i496 = udiv i64 %remaining.i490, 10
  %more.not.i497 = icmp ult i64 %remaining.i490, 10
  br i1 %more.not.i497, label %digits.done.i500, label %digit.i498

digits.done.i500:                                 ; preds = %digit.i498
  %neg.i499 = icmp slt i32 %C.type_index, 0
  br i1 %neg.i499, label %sign.i502, label %__modlink_format_i64.exit504

sign.i502:                                        ; preds = %digits.done.i500
  %sign.at.i501 = getelementptr inbounds i8, ptr %cursor.i491, i64 -2
  store i8 45, ptr %sign.at.i501, align 1
  br label %__modlink_format_i64.exit504

__modlink_format_i64.exit504:                     ; preds = %digits.done.i500, %sign.i502
  %start.i503 = phi ptr [ %digit.at.i492, %digits.done.i500 ], [ %sign.at.i501, %sign.i502 ]
  %part115 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i503, ptr %part115, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i505

call.i505:                                        ; preds = %__modlink_format_i64.exit504
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check15.ok:                                       ; preds = %B.strides.done, %B.strides.done, %B.strides.done
  %is109 = icmp eq i32 %C.type_index, 70
  %C.value = getelementptr inbounds i8, ptr %args, i64 40
  %C.ptr = load ptr, ptr %C.value, align 8
  %C.dltensor.idx = select i1 %is109, i64 24, i64 0
  %C.dltensor = getelementptr i8, ptr %C.ptr, i64 %C.dltensor.idx
  %null116.not = icmp eq ptr %C.ptr, null
  br i1 %null116.not, label %check16.fail, label %check16.ok

check16.fail:                                     ; preds = %check15.ok
  store ptr @.str.21, ptr %message.parts, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i507

call.i507:                                        ; preds = %check16.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check16.ok:                                       ; preds = %check15.ok
  %ndim.at119 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %C.dltensor, i64 0, i32 2
  %C.ndim = load i32, ptr %ndim.at119, align 4
  %ndim.ok120 = icmp eq i32 %C.ndim, 1
  br i1 %ndim.ok120, label %check17.ok, label %check17.fail

check17.fail:                                     ; preds = %check16.ok
  store ptr @.str.22, ptr %message.parts, align 8
  %8 = tail call i32 @llvm.abs.i32(i32 %C.ndim, i1 false)
  %mag.i509 = zext i32 %8 to i64
  %end.i510 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i510, align 1
  br label %digit.i519

digit.i519:                                       ; preds = %digit.i519, %check17.fail
  %remaining.i511 = phi i64 [ %mag.i509, %check17.fail ], [ %rest.i517, %digit.i519 ]
  %cursor.i512 = phi ptr [ %end.i510, %check17.fail ], [ %digit.at.i513, %digit.i519 ]
  %digit.at.i513 = getelementptr inbounds i8, ptr %cursor.i512, i64 -1
  %digit1.i514 = urem i64 %remaining.i511, 10
  %digit.byte.i515 = trunc i64 %digit1.i514 to i8
  %ascii.i516 = or i8 %digit.byte.i515, 48
  store i8 %ascii.i516, ptr %digit.at.i513, align 1
  %rest.i517 = udiv i64 %remaining.i511, 10
  %more.not.i518 = icmp ult i64 %remaining.i511, 10
  br i1 %more.not.i518, label %digits.done.i521, label %digit.i519

digits.done.i521:                                 ; preds = %digit.i519
  %neg.i520 = icmp slt i32 %C.ndim, 0
  br i1 %neg.i520, label %sign.i523, label %__modlink_format_i64.exit525

sign.i523:                                        ; preds = %digits.done.i521
  %sign.at.i522 = getelementptr inbounds i8, ptr %cursor.i512, i64 -2
  store i8 45, ptr %sign.at.i522, align 1
  br label %__modlink_format_i64.exit525

__modlink_format_i64.exit525:                     ; preds = %digits.done.i521, %sign.i523
  %start.i524 = phi ptr [ %digit.at.i513, %digits.done.i521 ], [ %sign.at.i522, %sign.i523 ]
  %part124 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i524, ptr %part124, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i526

call.i526:                                        ; preds = %__modlink_format_i64.exit525
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check17.ok:                                       ; preds = %check16.ok
  %dtype.at125 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %C.dltensor, i64 0, i32 3
  %bits.at127 = getelementptr inbounds { i8, i8, i16 }, ptr %dtype.at125, i64 0, i32 1
  %lanes.at128 = getelementptr inbounds { i8, i8, i16 }, ptr %dtype.at125, i64 0, i32 2
  %code129 = load i8, ptr %dtype.at125, align 1
  %bits130 = load i8, ptr %bits.at127, align 1
  %lanes131 = load i16, ptr %lanes.at128, align 2
  %code.ok132 = icmp eq i8 %code129, 2
  %bits.ok133 = icmp eq i8 %bits130, 32
  %lanes.ok134 = icmp eq i16 %lanes131, 1
  %dtype.ok135 = and i1 %code.ok132, %bits.ok133
  %dtype.ok136 = and i1 %dtype.ok135, %lanes.ok134
  br i1 %dtype.ok136, label %check18.ok, label %check18.fail

check18.fail:                                     ; preds = %check17.ok
  %lanes139 = zext i16 %lanes131 to i64
  %code137 = zext i8 %code129 to i64
  store ptr @.str.23, ptr %message.parts, align 8
  %end.i529 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i529, align 1
  br label %digit.i538

digit.i538:                                       ; preds = %digit.i538, %check18.fail
  %remaining.i530 = phi i64 [ %code137, %check18.fail ], [ %rest.i536, %digit.i538 ]
  %cursor.i531 = phi ptr [ %end.i529, %check18.fail ], [ %digit.at.i532, %digit.i538 ]
  %digit.at.i532 = getelementptr inbounds i8, ptr %cursor.i531, i64 -1
  %digit1.i533 = urem i64 %remaining.i530, 10
  %digit.byte.i534 = trunc i64 %digit1.i533 to i8
  %ascii.i535 = or i8 %digit.byte.i534, 48
  store i8 %ascii.i535, ptr %digit.at.i532, align 1
  %rest.i536 = udiv i64 %remaining.i530, 10
  %more.not.i537 = icmp ult i64 %remaining.i530, 10
  br i1 %more.not.i537, label %__modlink_format_i64.exit541, label %digit.i538

__modlink_format_i64.exit541:                     ; preds = %digit.i538
  %bits138 = zext i8 %bits130 to i64
  %part142 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %digit.at.i532, ptr %part142, align 8
  %part143 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.7, ptr %part143, align 8
  %end.i543 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i543, align 1
  br label %digit.i552

digit.i552:                                       ; preds = %digit.i552, %__modlink_format_i64.exit541
  %remaining.i544 = phi i64 [ %bits138, %__modlink_format_i64.exit541 ], [ %rest.i550, %digit.i552 ]
  %cursor.i545 = phi ptr [ %end.i543, %__modlink_format_i64.exit541 ], [ %digit.at.i546, %digit.i552 ]
  %digit.at.i546 = getelementptr inbounds i8, ptr %cursor.i545, i64 -1
  %digit1.i547 = urem i64 %remaining.i544, 10
  %digit.byte.i548 = trunc i64 %digit1.i547 to i8
  %ascii.i549 = or i8 %digit.byte.i548, 48
  store i8 %ascii.i549, ptr %digit.at.i546, align 1
  %rest.i550 = udiv i64 %remaining.i544, 10
  %more.not.i551 = icmp ult i64 %remaining.i544, 10
  br i1 %more.not.i551, label %__modlink_format_i64.exit555, label %digit.i552

__modlink_format_i64.exit555:                     ; preds = %digit.i552
  %part145 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i546, ptr %part145, align 8
  %part146 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 4
  store ptr @.str.8, ptr %part146, align 8
  %end.i557 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i557, align 1
  br label %digit.i566

digit.i566:                                       ; preds = %digit.i566, %__modlink_format_i64.exit555
  %remaining.i558 = phi i64 [ %lanes139, %__modlink_format_i64.exit555 ], [ %rest.i564, %digit.i566 ]
  %cursor.i559 = phi ptr [ %end.i557, %__modlink_format_i64.exit555 ], [ %digit.at.i560, %digit.i566 ]
  %digit.at.i560 = getelementptr inbounds i8, ptr %cursor.i559, i64 -1
  %digit1.i561 = urem i64 %remaining.i558, 10
  %digit.byte.i562 = trunc i64 %digit1.i561 to i8
  %ascii.i563 = or i8 %digit.byte.i562, 48
  store i8 %ascii.i563, ptr %digit.at.i560, align 1
  %rest.i564 = udiv i64 %remaining.i558, 10
  %more.not.i565 = icmp ult i64 %remaining.i558, 10
  br i1 %more.not.i565, label %__modlink_format_i64.exit569, label %digit.i566

__modlink_format_i64.exit569:                     ; preds = %digit.i566
  %part148 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 5
  store ptr %digit.at.i560, ptr %part148, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i570

call.i570:                                        ; preds = %__modlink_format_i64.exit569
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check18.ok:                                       ; preds = %check17.ok
  %device.at149 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %C.dltensor, i64 0, i32 1
  %C.device_type = load i32, ptr %device.at149, align 4
  %device.ok150 = icmp eq i32 %C.device_type, 1
  br i1 %device.ok150, label %check19.ok, label %check19.fail

check19.fail:                                     ; preds = %check18.ok
  store ptr @.str.24, ptr %message.parts, align 8
  %9 = tail call i32 @llvm.abs.i32(i32 %C.device_type, i1 false)
  %mag.i572 = zext i32 %9 to i64
  %end.i573 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i573, align 1
  br label %digit.i582

digit.i582:                                       ; preds = %digit.i582, %check19.fail
  %remaining.i574 = phi i64 [ %mag.i572, %check19.fail ], [ %rest.i580, %digit.i582 ]
  %cursor.i575 = phi ptr [ %end.i573, %check19.fail ], [ %digit.at.i576, %digit.i582 ]
  %digit.at.i576 = getelementptr inbounds i8, ptr %cursor.i575, i64 -1
  %digit1.i577 = urem i64 %remaining.i574, 10
  %digit.byte.i578 = trunc i64 %digit1.i577 to i8
  %ascii.i579 = or i8 %digit.byte.i578, 48
  store i8 %ascii.i579, ptr %digit.at.i576, align 1
  %rest.i580 = udiv i64 %remaining.i574, 10
  %more.not.i581 = icmp ult i64 %remaining.i574, 10
  br i1 %more.not.i581, label %digits.done.i584, label %digit.i582

digits.done.i584:                                 ; preds = %digit.i582
  %neg.i583 = icmp slt i32 %C.device_type, 0
  br i1 %neg.i583, label %sign.i586, label %__modlink_format_i64.exit588

sign.i586:                                        ; preds = %digits.done.i584
  %sign.at.i585 = getelementptr inbounds i8, ptr %cursor.i575, i64 -2
  store i8 45, ptr %sign.at.i585, align 1
  br label %__modlink_format_i64.exit588

__modlink_format_i64.exit588:                     ; preds = %digits.done.i584, %sign.i586
  %start.i587 = phi ptr [ %digit.at.i576, %digits.done.i584 ], [ %sign.at.i585, %sign.i586 ]
  %part154 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i587, ptr %part154, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i589

call.i589:                                        ; preds = %__modlink_format_i64.exit588
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check19.ok:                                       ; preds = %check18.ok
  %shape.at155 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %C.dltensor, i64 0, i32 4
  %C.shape = load ptr, ptr %shape.at155, align 8
  %C.shape0 = load i64, ptr %C.shape, align 8
  %extent.ok157 = icmp eq i64 %C.shape0, %A.shape0
  br i1 %extent.ok157, label %check20.ok, label %check20.fail

check20.fail:                                     ; preds = %check19.ok
  store ptr @.str.25, ptr %message.parts, align 8
  %mag.i591 = tail call i64 @llvm.abs.i64(i64 %C.shape0, i1 false)
  %end.i592 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i592, align 1
  br label %digit.i601

digit.i601:                                       ; preds = %digit.i601, %check20.fail
  %remaining.i593 = phi i64 [ %mag.i591, %check20.fail ], [ %rest.i599, %digit.i601 ]
  %cursor.i594 = phi ptr [ %end.i592, %check20.fail ], [ %digit.at.i595, %digit.i601 ]
  %digit.at.i595 = getelementptr inbounds i8, ptr %cursor.i594, i64 -1
  %digit1.i596 = urem i64 %remaining.i593, 10
  %digit.byte.i597 = trunc i64 %digit1.i596 to i8
  %ascii.i598 = or i8 %digit.byte.i597, 48
  store i8 %ascii.i598, ptr %digit.at.i595, align 1
  %rest.i599 = udiv i64 %remaining.i593, 10
  %more.not.i600 = icmp ult i64 %remaining.i593, 10
  br i1 %more.not.i600, label %digits.done.i603, label %digit.i601

digits.done.i603:                                 ; preds = %digit.i601
  %neg.i602 = icmp slt i64 %C.shape0, 0
  br i1 %neg.i602, label %sign.i605, label %__modlink_format_i64.exit607

sign.i605:                                        ; preds = %digits.done.i603
  %sign.at.i604 = getelementptr inbounds i8, ptr %cursor.i594, i64 -2
  store i8 45, ptr %sign.at.i604, align 1
  br label %__modlink_format_i64.exit607

__modlink_format_i64.exit607:                     ; preds = %digits.done.i603, %sign.i605
  %start.i606 = phi ptr [ %digit.at.i595, %digits.done.i603 ], [ %sign.at.i604, %sign.i605 ]
  %part160 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i606, ptr %part160, align 8
  %part161 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.18, ptr %part161, align 8
  %mag.i608 = call i64 @llvm.abs.i64(i64 %A.shape0, i1 false)
  %end.i609 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i609, align 1
  br label %digit.i618

digit.i618:                                       ; preds = %digit.i618, %__modlink_format_i64.exit607
  %remaining.i610 = phi i64 [ %mag.i608, %__modlink_format_i64.exit607 ], [ %rest.i616, %digit.i618 ]
  %cursor.i611 = phi ptr [ %end.i609, %__modlink_format_i64.exit607 ], [ %digit.at.i612, %digit.i618 ]
  %digit.at.i612 = getelementptr inbounds i8, ptr %cursor.i611, i64 -1
  %digit1.i613 = urem i64 %remaining.i610, 10
  %digit.byte.i614 = trunc i64 %digit1.i613 to i8
  %ascii.i615 = or i8 %digit.byte.i614, 48
  store i8 %ascii.i615, ptr %digit.at.i612, align 1
  %rest.i616 = udiv i64 %remaining.i610, 10
  %more.not.i617 = icmp ult i64 %remaining.i610, 10
  br i1 %more.not.i617, label %digits.done.i620, label %digit.i618

digits.done.i620:                                 ; preds = %digit.i618
  %neg.i619 = icmp slt i64 %A.shape0, 0
  br i1 %neg.i619, label %sign.i622, label %__modlink_format_i64.exit624

sign.i622:                                        ; preds = %digits.done.i620
  %sign.at.i621 = getelementptr inbounds i8, ptr %cursor.i611, i64 -2
  store i8 45, ptr %sign.at.i621, align 1
  br label %__modlink_format_i64.exit624

__modlink_format_i64.exit624:                     ; preds = %digits.done.i620, %sign.i622
  %start.i623 = phi ptr [ %digit.at.i612, %digits.done.i620 ], [ %sign.at.i621, %sign.i622 ]
  %part163 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %start.i623, ptr %part163, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i625

call.i625:                                        ; preds = %__modlink_format_i64.exit624
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check20.ok:                                       ; preds = %check19.ok
  %strides.at164 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %C.dltensor, i64 0, i32 5
  %C.strides = load ptr, ptr %strides.at164, align 8
  %has_strides165.not = icmp eq ptr %C.strides, null
  br i1 %has_strides165.not, label %C.strides.done, label %C.strides.check

C.strides.check:                                  ; preds = %check20.ok
  %C.stride0 = load i64, ptr %C.strides, align 8
  %stride.ok167 = icmp eq i64 %C.stride0, 1
  %unit168 = icmp eq i64 %A.shape0, 1
  %stride.ok169 = or i1 %unit168, %stride.ok167
  br i1 %stride.ok169, label %C.strides.done, label %check21.fail

C.strides.done:                                   ; preds = %C.strides.check, %check20.ok
  %data178 = load ptr, ptr %C.dltensor, align 8
  %data178659 = ptrtoint ptr %data178 to i64
  %byte_offset.at179 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %C.dltensor, i64 0, i32 6
  %byte_offset180 = load i64, ptr %byte_offset.at179, align 8
  %C.data = getelementptr i8, ptr %data178, i64 %byte_offset180
  %more1.i = icmp sgt i64 %A.shape0, 0
  br i1 %more1.i, label %for.i.body.i.preheader, label %common.ret

for.i.body.i.preheader:                           ; preds = %C.strides.done
  %min.iters.check = icmp ult i64 %A.shape0, 16
  br i1 %min.iters.check, label %for.i.body.i.preheader666, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.i.body.i.preheader
  %10 = add i64 %byte_offset180, %data178659
  %11 = add i64 %byte_offset, %data660
  %12 = sub i64 %10, %11
  %diff.check = icmp ult i64 %12, 64
  %13 = add i64 %byte_offset106, %data104661
  %14 = sub i64 %10, %13
  %diff.check662 = icmp ult i64 %14, 64
  %conflict.rdx = or i1 %diff.check, %diff.check662
  br i1 %conflict.rdx, label %for.i.body.i.preheader666, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %A.shape0, -16
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %15 = getelementptr inbounds float, ptr %C.data, i64 %index
  %16 = getelementptr inbounds float, ptr %A.data, i64 %index
  %wide.load = load <8 x float>, ptr %16, align 4
  %17 = getelementptr inbounds float, ptr %16, i64 8
  %wide.load663 = load <8 x float>, ptr %17, align 4
  %18 = getelementptr inbounds float, ptr %B.data, i64 %index
  %wide.load664 = load <8 x float>, ptr %18, align 4
  %19 = getelementptr inbounds float, ptr %18, i64 8
  %wide.load665 = load <8 x float>, ptr %19, align 4
  %20 = fadd <8 x float> %wide.load, %wide.load664
  %21 = fadd <8 x float> %wide.load663, %wide.load665
  store <8 x float> %20, ptr %15, align 4
  %22 = getelementptr inbounds float, ptr %15, i64 8
  store <8 x float> %21, ptr %22, align 4
  %index.next = add nuw i64 %index, 16
  %23 = icmp eq i64 %index.next, %n.vec
  br i1 %23, label %middle.block, label %vector.body, !llvm.loop !6

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %A.shape0, %n.vec
  br i1 %cmp.n, label %common.ret, label %for.i.body.i.preheader666

for.i.body.i.preheader666:                        ; preds = %vector.memcheck, %for.i.body.i.preheader, %middle.block
  %i.addr.02.i.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.i.body.i.preheader ], [ %n.vec, %middle.block ]
  %24 = xor i64 %i.addr.02.i.ph, -1
  %25 = add i64 %A.shape0, %24
  %xtraiter = and i64 %A.shape0, 3
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.i.body.i.prol.loopexit, label %for.i.body.i.prol

for.i.body.i.prol:                                ; preds = %for.i.body.i.preheader666, %for.i.body.i.prol
  %i.addr.02.i.prol = phi i64 [ %i.next.i.prol, %for.i.body.i.prol ], [ %i.addr.02.i.ph, %for.i.body.i.preheader666 ]
  %prol.iter = phi i64 [ %prol.iter.next, %for.i.body.i.prol ], [ 0, %for.i.body.i.preheader666 ]
  %C.addr.i.prol = getelementptr inbounds float, ptr %C.data, i64 %i.addr.02.i.prol
  %A.addr.i.prol = getelementptr inbounds float, ptr %A.data, i64 %i.addr.02.i.prol
  %A.elem.i.prol = load float, ptr %A.addr.i.prol, align 4
  %B.addr.i.prol = getelementptr inbounds float, ptr %B.data, i64 %i.addr.02.i.prol
  %B.elem.i.prol = load float, ptr %B.addr.i.prol, align 4
  %add.i.prol = fadd float %A.elem.i.prol, %B.elem.i.prol
  store float %add.i.prol, ptr %C.addr.i.prol, align 4
  %i.next.i.prol = add nuw nsw i64 %i.addr.02.i.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter
  br i1 %prol.iter.cmp.not, label %for.i.body.i.prol.loopexit, label %for.i.body.i.prol, !llvm.loop !7

for.i.body.i.prol.loopexit:                       ; preds = %for.i.body.i.prol, %for.i.body.i.preheader666
  %i.addr.02.i.unr = phi i64 [ %i.addr.02.i.ph, %for.i.body.i.preheader666 ], [ %i.next.i.prol, %for.i.body.i.prol ]
  %26 = icmp ult i64 %25, 3
  br i1 %26, label %common.ret, label %for.i.body.i

for.i.body.i:                                     ; preds = %for.i.body.i.prol.loopexit, %for.i.body.i
  %i.addr.02.i = phi i64 [ %i.next.i.3, %for.i.body.i ], [ %i.addr.02.i.unr, %for.i.body.i.prol.loopexit ]
  %C.addr.i = getelementptr inbounds float, ptr %C.data, i64 %i.addr.02.i
  %A.addr.i = getelementptr inbounds float, ptr %A.data, i64 %i.addr.02.i
  %A.elem.i = load float, ptr %A.addr.i, align 4
  %B.addr.i = getelementptr inbounds float, ptr %B.data, i64 %i.addr.02.i
  %B.elem.i = load float, ptr %B.addr.i, align 4
  %add.i = fadd float %A.elem.i, %B.elem.i
  store float %add.i, ptr %C.addr.i, align 4
  %i.next.i = add nuw nsw i64 %i.addr.02.i, 1
  %C.addr.i.1 = getelementptr inbounds float, ptr %C.data, i64 %i.next.i
  %A.addr.i.1 = getelementptr inbounds float, ptr %A.data, i64 %i.next.i
  %A.elem.i.1 = load float, ptr %A.addr.i.1, align 4
  %B.addr.i.1 = getelementptr inbounds float, ptr %B.data, i64 %i.next.i
  %B.elem.i.1 = load float, ptr %B.addr.i.1, align 4
  %add.i.1 = fadd float %A.elem.i.1, %B.elem.i.1
  store float %add.i.1, ptr %C.addr.i.1, align 4
  %i.next.i.1 = add nuw nsw i64 %i.addr.02.i, 2
  %C.addr.i.2 = getelementptr inbounds float, ptr %C.data, i64 %i.next.i.1
  %A.addr.i.2 = getelementptr inbounds float, ptr %A.data, i64 %i.next.i.1
  %A.elem.i.2 = load float, ptr %A.addr.i.2, align 4
  %B.addr.i.2 = getelementptr inbounds float, ptr %B.data, i64 %i.next.i.1
  %B.elem.i.2 = load float, ptr %B.addr.i.2, align 4
  %add.i.2 = fadd float %A.elem.i.2, %B.elem.i.2
  store float %add.i.2, ptr %C.addr.i.2, align 4
  %i.next.i.2 = add nuw nsw i64 %i.addr.02.i, 3
  %C.addr.i.3 = getelementptr inbounds float, ptr %C.data, i64 %i.next.i.2
  %A.addr.i.3 = getelementptr inbounds float, ptr %A.data, i64 %i.next.i.2
  %A.elem.i.3 = load float, ptr %A.addr.i.3, align 4
  %B.addr.i.3 = getelementptr inbounds float, ptr %B.data, i64 %i.next.i.2
  %B.elem.i.3 = load float, ptr %B.addr.i.3, align 4
  %add.i.3 = fadd float %A.elem.i.3, %B.elem.i.3
  store float %add.i.3, ptr %C.addr.i.3, align 4
  %i.next.i.3 = add nuw nsw i64 %i.addr.02.i, 4
  %exitcond.not.i.3 = icmp eq i64 %i.next.i.3, %A.shape0
  br i1 %exitcond.not.i.3, label %common.ret, label %for.i.body.i, !llvm.loop !8

check21.fail:                                     ; preds = %C.strides.check
  store ptr @.str.26, ptr %message.parts, align 8
  %mag.i627 = tail call i64 @llvm.abs.i64(i64 %C.stride0, i1 false)
  %end.i628 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i628, align 1
  br label %digit.i637

digit.i637:                                       ; preds = %digit.i637, %check21.fail
  %remaining.i629 = phi i64 [ %mag.i627, %check21.fail ], [ %rest.i635, %digit.i637 ]
  %cursor.i630 = phi ptr [ %end.i628, %check21.fail ], [ %digit.at.i631, %digit.i637 ]
  %digit.at.i631 = getelementptr inbounds i8, ptr %cursor.i630, i64 -1
  %digit1.i632 = urem i64 %remaining.i629, 10
  %digit.byte.i633 = trunc i64 %digit1.i632 to i8
  %ascii.i634 = or i8 %digit.byte.i633, 48
  store i8 %ascii.i634, ptr %digit.at.i631, align 1
  %rest.i635 = udiv i64 %remaining.i629, 10
  %more.not.i636 = icmp ult i64 %remaining.i629, 10
  br i1 %more.not.i636, label %digits.done.i639, label %digit.i637

digits.done.i639:                                 ; preds = %digit.i637
  %neg.i638 = icmp slt i64 %C.stride0, 0
  br i1 %neg.i638, label %sign.i641, label %__modlink_format_i64.exit643

sign.i641:                                        ; preds = %digits.done.i639
  %sign.at.i640 = getelementptr inbounds i8, ptr %cursor.i630, i64 -2
  store i8 45, ptr %sign.at.i640, align 1
  br label %__modlink_format_i64.exit643

__modlink_format_i64.exit643:                     ; preds = %digits.done.i639, %sign.i641
  %start.i642 = phi ptr [ %digit.at.i631, %digits.done.i639 ], [ %sign.at.i640, %sign.i641 ]
  %part172 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i642, ptr %part172, align 8
  %part173 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.11, ptr %part173, align 8
  %end.i644 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i644, align 1
  %digit.at.i647 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i647, align 1
  %part175 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i647, ptr %part175, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i657

call.i657:                                        ; preds = %__modlink_format_i64.exit643
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret
}

declare extern_weak void @TVMFFIErrorSetRaisedFromCStrParts(ptr, ptr, i32)

define weak i32 @__tvm_ffi_main(ptr %self, ptr %args, i32 %num_args, ptr %result) local_unnamed_addr {
entry:
  %status = tail call i32 @__tvm_ffi_vadd(ptr poison, ptr %args, i32 %num_args, ptr poison)
  ret i32 %status
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #1

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.isvectorized", i32 1}
!2 = !{!"llvm.loop.unroll.runtime.disable"}
!3 = distinct !{!3, !4}
!4 = !{!"llvm.loop.unroll.disable"}
!5 = distinct !{!5, !1}
!6 = distinct !{!6, !1, !2}
!7 = distinct !{!7, !4}
!8 = distinct !{!8, !1}
