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

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
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

define range(i32 -1, 1) i32 @__tvm_ffi_vadd(ptr nocapture readnone %self, ptr nocapture readonly %args, i32 %num_args, ptr nocapture readnone %result) local_unnamed_addr {
entry:
  %message.parts = alloca [16 x ptr], align 8
  %message.digits0 = alloca [24 x i8], align 1
  %message.digits1 = alloca [24 x i8], align 1
  %message.digits2 = alloca [24 x i8], align 1
  %argc.ok = icmp eq i32 %num_args, 3
  br i1 %argc.ok, label %check1.ok, label %check1.fail

common.ret:                                       ; preds = %for.i.body.i.prol.loopexit, %for.i.body.i, %middle.block, %call.i709, %__modlink_format_i64.exit694, %C.strides.done, %call.i676, %__modlink_format_i64.exit674, %call.i639, %__modlink_format_i64.exit637, %call.i619, %__modlink_format_i64.exit617, %call.i565, %__modlink_format_i64.exit563, %call.i545, %check16.fail, %call.i542, %__modlink_format_i64.exit540, %call.i522, %__modlink_format_i64.exit507, %call.i489, %__modlink_format_i64.exit487, %call.i452, %__modlink_format_i64.exit450, %call.i432, %__modlink_format_i64.exit430, %call.i378, %__modlink_format_i64.exit376, %call.i358, %check9.fail, %call.i355, %__modlink_format_i64.exit353, %call.i335, %__modlink_format_i64.exit320, %call.i302, %__modlink_format_i64.exit300, %call.i282, %__modlink_format_i64.exit280, %call.i228, %__modlink_format_i64.exit226, %call.i208, %check3.fail, %call.i205, %__modlink_format_i64.exit203, %call.i, %__modlink_format_i64.exit
  %common.ret.op = phi i32 [ -1, %__modlink_format_i64.exit ], [ -1, %call.i ], [ -1, %__modlink_format_i64.exit203 ], [ -1, %call.i205 ], [ -1, %check3.fail ], [ -1, %call.i208 ], [ -1, %__modlink_format_i64.exit226 ], [ -1, %call.i228 ], [ -1, %__modlink_format_i64.exit280 ], [ -1, %call.i282 ], [ -1, %__modlink_format_i64.exit300 ], [ -1, %call.i302 ], [ -1, %__modlink_format_i64.exit320 ], [ -1, %call.i335 ], [ -1, %__modlink_format_i64.exit353 ], [ -1, %call.i355 ], [ -1, %check9.fail ], [ -1, %call.i358 ], [ -1, %__modlink_format_i64.exit376 ], [ -1, %call.i378 ], [ -1, %__modlink_format_i64.exit430 ], [ -1, %call.i432 ], [ -1, %__modlink_format_i64.exit450 ], [ -1, %call.i452 ], [ -1, %__modlink_format_i64.exit487 ], [ -1, %call.i489 ], [ -1, %__modlink_format_i64.exit507 ], [ -1, %call.i522 ], [ -1, %__modlink_format_i64.exit540 ], [ -1, %call.i542 ], [ -1, %check16.fail ], [ -1, %call.i545 ], [ -1, %__modlink_format_i64.exit563 ], [ -1, %call.i565 ], [ -1, %__modlink_format_i64.exit617 ], [ -1, %call.i619 ], [ -1, %__modlink_format_i64.exit637 ], [ -1, %call.i639 ], [ -1, %__modlink_format_i64.exit674 ], [ -1, %call.i676 ], [ 0, %C.strides.done ], [ -1, %__modlink_format_i64.exit694 ], [ -1, %call.i709 ], [ 0, %middle.block ], [ 0, %for.i.body.i ], [ 0, %for.i.body.i.prol.loopexit ]
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
  %digit.byte.i = trunc nuw nsw i64 %digit1.i to i8
  %ascii.i = or disjoint i8 %digit.byte.i, 48
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
  %part1 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i, ptr %part1, align 8
  %missing.i = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i, label %common.ret, label %call.i

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
  %mag.i187 = zext i32 %1 to i64
  %end.i188 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i188, align 1
  br label %digit.i189

digit.i189:                                       ; preds = %digit.i189, %check2.fail
  %remaining.i190 = phi i64 [ %mag.i187, %check2.fail ], [ %rest.i196, %digit.i189 ]
  %cursor.i191 = phi ptr [ %end.i188, %check2.fail ], [ %digit.at.i192, %digit.i189 ]
  %digit.at.i192 = getelementptr inbounds i8, ptr %cursor.i191, i64 -1
  %digit1.i193 = urem i64 %remaining.i190, 10
  %digit.byte.i194 = trunc nuw nsw i64 %digit1.i193 to i8
  %ascii.i195 = or disjoint i8 %digit.byte.i194, 48
  store i8 %ascii.i195, ptr %digit.at.i192, align 1
  %rest.i196 = udiv i64 %remaining.i190, 10
  %more.not.i197 = icmp ult i64 %remaining.i190, 10
  br i1 %more.not.i197, label %digits.done.i198, label %digit.i189

digits.done.i198:                                 ; preds = %digit.i189
  %neg.i199 = icmp slt i32 %A.type_index, 0
  br i1 %neg.i199, label %sign.i201, label %__modlink_format_i64.exit203

sign.i201:                                        ; preds = %digits.done.i198
  %sign.at.i202 = getelementptr inbounds i8, ptr %cursor.i191, i64 -2
  store i8 45, ptr %sign.at.i202, align 1
  br label %__modlink_format_i64.exit203

__modlink_format_i64.exit203:                     ; preds = %digits.done.i198, %sign.i201
  %start.i200 = phi ptr [ %digit.at.i192, %digits.done.i198 ], [ %sign.at.i202, %sign.i201 ]
  %part7 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i200, ptr %part7, align 8
  %missing.i204 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i204, label %common.ret, label %call.i205

call.i205:                                        ; preds = %__modlink_format_i64.exit203
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
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
  %missing.i207 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i207, label %common.ret, label %call.i208

call.i208:                                        ; preds = %check3.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check3.ok:                                        ; preds = %check2.ok
  %ndim.at = getelementptr inbounds i8, ptr %A.dltensor, i64 16
  %A.ndim = load i32, ptr %ndim.at, align 4
  %ndim.ok = icmp eq i32 %A.ndim, 1
  br i1 %ndim.ok, label %check4.ok, label %check4.fail

check4.fail:                                      ; preds = %check3.ok
  store ptr @.str.5, ptr %message.parts, align 8
  %2 = tail call i32 @llvm.abs.i32(i32 %A.ndim, i1 false)
  %mag.i210 = zext i32 %2 to i64
  %end.i211 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i211, align 1
  br label %digit.i212

digit.i212:                                       ; preds = %digit.i212, %check4.fail
  %remaining.i213 = phi i64 [ %mag.i210, %check4.fail ], [ %rest.i219, %digit.i212 ]
  %cursor.i214 = phi ptr [ %end.i211, %check4.fail ], [ %digit.at.i215, %digit.i212 ]
  %digit.at.i215 = getelementptr inbounds i8, ptr %cursor.i214, i64 -1
  %digit1.i216 = urem i64 %remaining.i213, 10
  %digit.byte.i217 = trunc nuw nsw i64 %digit1.i216 to i8
  %ascii.i218 = or disjoint i8 %digit.byte.i217, 48
  store i8 %ascii.i218, ptr %digit.at.i215, align 1
  %rest.i219 = udiv i64 %remaining.i213, 10
  %more.not.i220 = icmp ult i64 %remaining.i213, 10
  br i1 %more.not.i220, label %digits.done.i221, label %digit.i212

digits.done.i221:                                 ; preds = %digit.i212
  %neg.i222 = icmp slt i32 %A.ndim, 0
  br i1 %neg.i222, label %sign.i224, label %__modlink_format_i64.exit226

sign.i224:                                        ; preds = %digits.done.i221
  %sign.at.i225 = getelementptr inbounds i8, ptr %cursor.i214, i64 -2
  store i8 45, ptr %sign.at.i225, align 1
  br label %__modlink_format_i64.exit226

__modlink_format_i64.exit226:                     ; preds = %digits.done.i221, %sign.i224
  %start.i223 = phi ptr [ %digit.at.i215, %digits.done.i221 ], [ %sign.at.i225, %sign.i224 ]
  %part11 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i223, ptr %part11, align 8
  %missing.i227 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i227, label %common.ret, label %call.i228

call.i228:                                        ; preds = %__modlink_format_i64.exit226
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
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
  %code13 = zext i8 %code to i64
  store ptr @.str.6, ptr %message.parts, align 8
  %end.i231 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i231, align 1
  br label %digit.i232

digit.i232:                                       ; preds = %digit.i232, %check5.fail
  %remaining.i233 = phi i64 [ %code13, %check5.fail ], [ %rest.i239, %digit.i232 ]
  %cursor.i234 = phi ptr [ %end.i231, %check5.fail ], [ %digit.at.i235, %digit.i232 ]
  %digit.at.i235 = getelementptr inbounds i8, ptr %cursor.i234, i64 -1
  %digit1.i236 = urem i64 %remaining.i233, 10
  %digit.byte.i237 = trunc nuw nsw i64 %digit1.i236 to i8
  %ascii.i238 = or disjoint i8 %digit.byte.i237, 48
  store i8 %ascii.i238, ptr %digit.at.i235, align 1
  %rest.i239 = udiv i64 %remaining.i233, 10
  %more.not.i240 = icmp ult i64 %remaining.i233, 10
  br i1 %more.not.i240, label %__modlink_format_i64.exit246, label %digit.i232

__modlink_format_i64.exit246:                     ; preds = %digit.i232
  %bits14 = zext i8 %bits to i64
  %part18 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digit.at.i235, ptr %part18, align 8
  %part19 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.7, ptr %part19, align 8
  %end.i248 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i248, align 1
  br label %digit.i249

digit.i249:                                       ; preds = %digit.i249, %__modlink_format_i64.exit246
  %remaining.i250 = phi i64 [ %bits14, %__modlink_format_i64.exit246 ], [ %rest.i256, %digit.i249 ]
  %cursor.i251 = phi ptr [ %end.i248, %__modlink_format_i64.exit246 ], [ %digit.at.i252, %digit.i249 ]
  %digit.at.i252 = getelementptr inbounds i8, ptr %cursor.i251, i64 -1
  %digit1.i253 = urem i64 %remaining.i250, 10
  %digit.byte.i254 = trunc nuw nsw i64 %digit1.i253 to i8
  %ascii.i255 = or disjoint i8 %digit.byte.i254, 48
  store i8 %ascii.i255, ptr %digit.at.i252, align 1
  %rest.i256 = udiv i64 %remaining.i250, 10
  %more.not.i257 = icmp ult i64 %remaining.i250, 10
  br i1 %more.not.i257, label %__modlink_format_i64.exit263, label %digit.i249

__modlink_format_i64.exit263:                     ; preds = %digit.i249
  %part21 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i252, ptr %part21, align 8
  %part22 = getelementptr inbounds i8, ptr %message.parts, i64 32
  store ptr @.str.8, ptr %part22, align 8
  %end.i265 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i265, align 1
  br label %digit.i266

digit.i266:                                       ; preds = %digit.i266, %__modlink_format_i64.exit263
  %remaining.i267 = phi i64 [ %lanes15, %__modlink_format_i64.exit263 ], [ %rest.i273, %digit.i266 ]
  %cursor.i268 = phi ptr [ %end.i265, %__modlink_format_i64.exit263 ], [ %digit.at.i269, %digit.i266 ]
  %digit.at.i269 = getelementptr inbounds i8, ptr %cursor.i268, i64 -1
  %digit1.i270 = urem i64 %remaining.i267, 10
  %digit.byte.i271 = trunc nuw nsw i64 %digit1.i270 to i8
  %ascii.i272 = or disjoint i8 %digit.byte.i271, 48
  store i8 %ascii.i272, ptr %digit.at.i269, align 1
  %rest.i273 = udiv i64 %remaining.i267, 10
  %more.not.i274 = icmp ult i64 %remaining.i267, 10
  br i1 %more.not.i274, label %__modlink_format_i64.exit280, label %digit.i266

__modlink_format_i64.exit280:                     ; preds = %digit.i266
  %part24 = getelementptr inbounds i8, ptr %message.parts, i64 40
  store ptr %digit.at.i269, ptr %part24, align 8
  %missing.i281 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i281, label %common.ret, label %call.i282

call.i282:                                        ; preds = %__modlink_format_i64.exit280
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check5.ok:                                        ; preds = %check4.ok
  %device.at = getelementptr inbounds i8, ptr %A.dltensor, i64 8
  %A.device_type = load i32, ptr %device.at, align 4
  %device.ok = icmp eq i32 %A.device_type, 1
  br i1 %device.ok, label %check6.ok, label %check6.fail

check6.fail:                                      ; preds = %check5.ok
  store ptr @.str.9, ptr %message.parts, align 8
  %3 = tail call i32 @llvm.abs.i32(i32 %A.device_type, i1 false)
  %mag.i284 = zext i32 %3 to i64
  %end.i285 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i285, align 1
  br label %digit.i286

digit.i286:                                       ; preds = %digit.i286, %check6.fail
  %remaining.i287 = phi i64 [ %mag.i284, %check6.fail ], [ %rest.i293, %digit.i286 ]
  %cursor.i288 = phi ptr [ %end.i285, %check6.fail ], [ %digit.at.i289, %digit.i286 ]
  %digit.at.i289 = getelementptr inbounds i8, ptr %cursor.i288, i64 -1
  %digit1.i290 = urem i64 %remaining.i287, 10
  %digit.byte.i291 = trunc nuw nsw i64 %digit1.i290 to i8
  %ascii.i292 = or disjoint i8 %digit.byte.i291, 48
  store i8 %ascii.i292, ptr %digit.at.i289, align 1
  %rest.i293 = udiv i64 %remaining.i287, 10
  %more.not.i294 = icmp ult i64 %remaining.i287, 10
  br i1 %more.not.i294, label %digits.done.i295, label %digit.i286

digits.done.i295:                                 ; preds = %digit.i286
  %neg.i296 = icmp slt i32 %A.device_type, 0
  br i1 %neg.i296, label %sign.i298, label %__modlink_format_i64.exit300

sign.i298:                                        ; preds = %digits.done.i295
  %sign.at.i299 = getelementptr inbounds i8, ptr %cursor.i288, i64 -2
  store i8 45, ptr %sign.at.i299, align 1
  br label %__modlink_format_i64.exit300

__modlink_format_i64.exit300:                     ; preds = %digits.done.i295, %sign.i298
  %start.i297 = phi ptr [ %digit.at.i289, %digits.done.i295 ], [ %sign.at.i299, %sign.i298 ]
  %part27 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i297, ptr %part27, align 8
  %missing.i301 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i301, label %common.ret, label %call.i302

call.i302:                                        ; preds = %__modlink_format_i64.exit300
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
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
  %data712 = ptrtoint ptr %data to i64
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
  %mag.i304 = tail call i64 @llvm.abs.i64(i64 %A.stride0, i1 false)
  %end.i305 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i305, align 1
  br label %digit.i306

digit.i306:                                       ; preds = %digit.i306, %check7.fail
  %remaining.i307 = phi i64 [ %mag.i304, %check7.fail ], [ %rest.i313, %digit.i306 ]
  %cursor.i308 = phi ptr [ %end.i305, %check7.fail ], [ %digit.at.i309, %digit.i306 ]
  %digit.at.i309 = getelementptr inbounds i8, ptr %cursor.i308, i64 -1
  %digit1.i310 = urem i64 %remaining.i307, 10
  %digit.byte.i311 = trunc nuw nsw i64 %digit1.i310 to i8
  %ascii.i312 = or disjoint i8 %digit.byte.i311, 48
  store i8 %ascii.i312, ptr %digit.at.i309, align 1
  %rest.i313 = udiv i64 %remaining.i307, 10
  %more.not.i314 = icmp ult i64 %remaining.i307, 10
  br i1 %more.not.i314, label %digits.done.i315, label %digit.i306

digits.done.i315:                                 ; preds = %digit.i306
  %neg.i316 = icmp slt i64 %A.stride0, 0
  br i1 %neg.i316, label %sign.i318, label %__modlink_format_i64.exit320

sign.i318:                                        ; preds = %digits.done.i315
  %sign.at.i319 = getelementptr inbounds i8, ptr %cursor.i308, i64 -2
  store i8 45, ptr %sign.at.i319, align 1
  br label %__modlink_format_i64.exit320

__modlink_format_i64.exit320:                     ; preds = %digits.done.i315, %sign.i318
  %start.i317 = phi ptr [ %digit.at.i309, %digits.done.i315 ], [ %sign.at.i319, %sign.i318 ]
  %part31 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i317, ptr %part31, align 8
  %part32 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.11, ptr %part32, align 8
  %end.i321 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i321, align 1
  %digit.at.i325 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i325, align 1
  %part34 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i325, ptr %part34, align 8
  %missing.i334 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i334, label %common.ret, label %call.i335

call.i335:                                        ; preds = %__modlink_format_i64.exit320
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check8.fail:                                      ; preds = %A.strides.done
  store ptr @.str.12, ptr %message.parts, align 8
  %4 = tail call i32 @llvm.abs.i32(i32 %B.type_index, i1 false)
  %mag.i337 = zext i32 %4 to i64
  %end.i338 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i338, align 1
  br label %digit.i339

digit.i339:                                       ; preds = %digit.i339, %check8.fail
  %remaining.i340 = phi i64 [ %mag.i337, %check8.fail ], [ %rest.i346, %digit.i339 ]
  %cursor.i341 = phi ptr [ %end.i338, %check8.fail ], [ %digit.at.i342, %digit.i339 ]
  %digit.at.i342 = getelementptr inbounds i8, ptr %cursor.i341, i64 -1
  %digit1.i343 = urem i64 %remaining.i340, 10
  %digit.byte.i344 = trunc nuw nsw i64 %digit1.i343 to i8
  %ascii.i345 = or disjoint i8 %digit.byte.i344, 48
  store i8 %ascii.i345, ptr %digit.at.i342, align 1
  %rest.i346 = udiv i64 %remaining.i340, 10
  %more.not.i347 = icmp ult i64 %remaining.i340, 10
  br i1 %more.not.i347, label %digits.done.i348, label %digit.i339

digits.done.i348:                                 ; preds = %digit.i339
  %neg.i349 = icmp slt i32 %B.type_index, 0
  br i1 %neg.i349, label %sign.i351, label %__modlink_format_i64.exit353

sign.i351:                                        ; preds = %digits.done.i348
  %sign.at.i352 = getelementptr inbounds i8, ptr %cursor.i341, i64 -2
  store i8 45, ptr %sign.at.i352, align 1
  br label %__modlink_format_i64.exit353

__modlink_format_i64.exit353:                     ; preds = %digits.done.i348, %sign.i351
  %start.i350 = phi ptr [ %digit.at.i342, %digits.done.i348 ], [ %sign.at.i352, %sign.i351 ]
  %part44 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i350, ptr %part44, align 8
  %missing.i354 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i354, label %common.ret, label %call.i355

call.i355:                                        ; preds = %__modlink_format_i64.exit353
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
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
  %missing.i357 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i357, label %common.ret, label %call.i358

call.i358:                                        ; preds = %check9.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check9.ok:                                        ; preds = %check8.ok
  %ndim.at48 = getelementptr inbounds i8, ptr %B.dltensor, i64 16
  %B.ndim = load i32, ptr %ndim.at48, align 4
  %ndim.ok49 = icmp eq i32 %B.ndim, 1
  br i1 %ndim.ok49, label %check10.ok, label %check10.fail

check10.fail:                                     ; preds = %check9.ok
  store ptr @.str.14, ptr %message.parts, align 8
  %5 = tail call i32 @llvm.abs.i32(i32 %B.ndim, i1 false)
  %mag.i360 = zext i32 %5 to i64
  %end.i361 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i361, align 1
  br label %digit.i362

digit.i362:                                       ; preds = %digit.i362, %check10.fail
  %remaining.i363 = phi i64 [ %mag.i360, %check10.fail ], [ %rest.i369, %digit.i362 ]
  %cursor.i364 = phi ptr [ %end.i361, %check10.fail ], [ %digit.at.i365, %digit.i362 ]
  %digit.at.i365 = getelementptr inbounds i8, ptr %cursor.i364, i64 -1
  %digit1.i366 = urem i64 %remaining.i363, 10
  %digit.byte.i367 = trunc nuw nsw i64 %digit1.i366 to i8
  %ascii.i368 = or disjoint i8 %digit.byte.i367, 48
  store i8 %ascii.i368, ptr %digit.at.i365, align 1
  %rest.i369 = udiv i64 %remaining.i363, 10
  %more.not.i370 = icmp ult i64 %remaining.i363, 10
  br i1 %more.not.i370, label %digits.done.i371, label %digit.i362

digits.done.i371:                                 ; preds = %digit.i362
  %neg.i372 = icmp slt i32 %B.ndim, 0
  br i1 %neg.i372, label %sign.i374, label %__modlink_format_i64.exit376

sign.i374:                                        ; preds = %digits.done.i371
  %sign.at.i375 = getelementptr inbounds i8, ptr %cursor.i364, i64 -2
  store i8 45, ptr %sign.at.i375, align 1
  br label %__modlink_format_i64.exit376

__modlink_format_i64.exit376:                     ; preds = %digits.done.i371, %sign.i374
  %start.i373 = phi ptr [ %digit.at.i365, %digits.done.i371 ], [ %sign.at.i375, %sign.i374 ]
  %part53 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i373, ptr %part53, align 8
  %missing.i377 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i377, label %common.ret, label %call.i378

call.i378:                                        ; preds = %__modlink_format_i64.exit376
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
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
  %code66 = zext i8 %code58 to i64
  store ptr @.str.15, ptr %message.parts, align 8
  %end.i381 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i381, align 1
  br label %digit.i382

digit.i382:                                       ; preds = %digit.i382, %check11.fail
  %remaining.i383 = phi i64 [ %code66, %check11.fail ], [ %rest.i389, %digit.i382 ]
  %cursor.i384 = phi ptr [ %end.i381, %check11.fail ], [ %digit.at.i385, %digit.i382 ]
  %digit.at.i385 = getelementptr inbounds i8, ptr %cursor.i384, i64 -1
  %digit1.i386 = urem i64 %remaining.i383, 10
  %digit.byte.i387 = trunc nuw nsw i64 %digit1.i386 to i8
  %ascii.i388 = or disjoint i8 %digit.byte.i387, 48
  store i8 %ascii.i388, ptr %digit.at.i385, align 1
  %rest.i389 = udiv i64 %remaining.i383, 10
  %more.not.i390 = icmp ult i64 %remaining.i383, 10
  br i1 %more.not.i390, label %__modlink_format_i64.exit396, label %digit.i382

__modlink_format_i64.exit396:                     ; preds = %digit.i382
  %bits67 = zext i8 %bits59 to i64
  %part71 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digit.at.i385, ptr %part71, align 8
  %part72 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.7, ptr %part72, align 8
  %end.i398 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i398, align 1
  br label %digit.i399

digit.i399:                                       ; preds = %digit.i399, %__modlink_format_i64.exit396
  %remaining.i400 = phi i64 [ %bits67, %__modlink_format_i64.exit396 ], [ %rest.i406, %digit.i399 ]
  %cursor.i401 = phi ptr [ %end.i398, %__modlink_format_i64.exit396 ], [ %digit.at.i402, %digit.i399 ]
  %digit.at.i402 = getelementptr inbounds i8, ptr %cursor.i401, i64 -1
  %digit1.i403 = urem i64 %remaining.i400, 10
  %digit.byte.i404 = trunc nuw nsw i64 %digit1.i403 to i8
  %ascii.i405 = or disjoint i8 %digit.byte.i404, 48
  store i8 %ascii.i405, ptr %digit.at.i402, align 1
  %rest.i406 = udiv i64 %remaining.i400, 10
  %more.not.i407 = icmp ult i64 %remaining.i400, 10
  br i1 %more.not.i407, label %__modlink_format_i64.exit413, label %digit.i399

__modlink_format_i64.exit413:                     ; preds = %digit.i399
  %part74 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i402, ptr %part74, align 8
  %part75 = getelementptr inbounds i8, ptr %message.parts, i64 32
  store ptr @.str.8, ptr %part75, align 8
  %end.i415 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i415, align 1
  br label %digit.i416

digit.i416:                                       ; preds = %digit.i416, %__modlink_format_i64.exit413
  %remaining.i417 = phi i64 [ %lanes68, %__modlink_format_i64.exit413 ], [ %rest.i423, %digit.i416 ]
  %cursor.i418 = phi ptr [ %end.i415, %__modlink_format_i64.exit413 ], [ %digit.at.i419, %digit.i416 ]
  %digit.at.i419 = getelementptr inbounds i8, ptr %cursor.i418, i64 -1
  %digit1.i420 = urem i64 %remaining.i417, 10
  %digit.byte.i421 = trunc nuw nsw i64 %digit1.i420 to i8
  %ascii.i422 = or disjoint i8 %digit.byte.i421, 48
  store i8 %ascii.i422, ptr %digit.at.i419, align 1
  %rest.i423 = udiv i64 %remaining.i417, 10
  %more.not.i424 = icmp ult i64 %remaining.i417, 10
  br i1 %more.not.i424, label %__modlink_format_i64.exit430, label %digit.i416

__modlink_format_i64.exit430:                     ; preds = %digit.i416
  %part77 = getelementptr inbounds i8, ptr %message.parts, i64 40
  store ptr %digit.at.i419, ptr %part77, align 8
  %missing.i431 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i431, label %common.ret, label %call.i432

call.i432:                                        ; preds = %__modlink_format_i64.exit430
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check11.ok:                                       ; preds = %check10.ok
  %device.at78 = getelementptr inbounds i8, ptr %B.dltensor, i64 8
  %B.device_type = load i32, ptr %device.at78, align 4
  %device.ok79 = icmp eq i32 %B.device_type, 1
  br i1 %device.ok79, label %check12.ok, label %check12.fail

check12.fail:                                     ; preds = %check11.ok
  store ptr @.str.16, ptr %message.parts, align 8
  %6 = tail call i32 @llvm.abs.i32(i32 %B.device_type, i1 false)
  %mag.i434 = zext i32 %6 to i64
  %end.i435 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i435, align 1
  br label %digit.i436

digit.i436:                                       ; preds = %digit.i436, %check12.fail
  %remaining.i437 = phi i64 [ %mag.i434, %check12.fail ], [ %rest.i443, %digit.i436 ]
  %cursor.i438 = phi ptr [ %end.i435, %check12.fail ], [ %digit.at.i439, %digit.i436 ]
  %digit.at.i439 = getelementptr inbounds i8, ptr %cursor.i438, i64 -1
  %digit1.i440 = urem i64 %remaining.i437, 10
  %digit.byte.i441 = trunc nuw nsw i64 %digit1.i440 to i8
  %ascii.i442 = or disjoint i8 %digit.byte.i441, 48
  store i8 %ascii.i442, ptr %digit.at.i439, align 1
  %rest.i443 = udiv i64 %remaining.i437, 10
  %more.not.i444 = icmp ult i64 %remaining.i437, 10
  br i1 %more.not.i444, label %digits.done.i445, label %digit.i436

digits.done.i445:                                 ; preds = %digit.i436
  %neg.i446 = icmp slt i32 %B.device_type, 0
  br i1 %neg.i446, label %sign.i448, label %__modlink_format_i64.exit450

sign.i448:                                        ; preds = %digits.done.i445
  %sign.at.i449 = getelementptr inbounds i8, ptr %cursor.i438, i64 -2
  store i8 45, ptr %sign.at.i449, align 1
  br label %__modlink_format_i64.exit450

__modlink_format_i64.exit450:                     ; preds = %digits.done.i445, %sign.i448
  %start.i447 = phi ptr [ %digit.at.i439, %digits.done.i445 ], [ %sign.at.i449, %sign.i448 ]
  %part83 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i447, ptr %part83, align 8
  %missing.i451 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i451, label %common.ret, label %call.i452

call.i452:                                        ; preds = %__modlink_format_i64.exit450
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check12.ok:                                       ; preds = %check11.ok
  %shape.at84 = getelementptr inbounds i8, ptr %B.dltensor, i64 24
  %B.shape = load ptr, ptr %shape.at84, align 8
  %B.shape0 = load i64, ptr %B.shape, align 8
  %extent.ok = icmp eq i64 %B.shape0, %A.shape0
  br i1 %extent.ok, label %check13.ok, label %check13.fail

check13.fail:                                     ; preds = %check12.ok
  store ptr @.str.17, ptr %message.parts, align 8
  %mag.i454 = tail call i64 @llvm.abs.i64(i64 %B.shape0, i1 false)
  %end.i455 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i455, align 1
  br label %digit.i456

digit.i456:                                       ; preds = %digit.i456, %check13.fail
  %remaining.i457 = phi i64 [ %mag.i454, %check13.fail ], [ %rest.i463, %digit.i456 ]
  %cursor.i458 = phi ptr [ %end.i455, %check13.fail ], [ %digit.at.i459, %digit.i456 ]
  %digit.at.i459 = getelementptr inbounds i8, ptr %cursor.i458, i64 -1
  %digit1.i460 = urem i64 %remaining.i457, 10
  %digit.byte.i461 = trunc nuw nsw i64 %digit1.i460 to i8
  %ascii.i462 = or disjoint i8 %digit.byte.i461, 48
  store i8 %ascii.i462, ptr %digit.at.i459, align 1
  %rest.i463 = udiv i64 %remaining.i457, 10
  %more.not.i464 = icmp ult i64 %remaining.i457, 10
  br i1 %more.not.i464, label %digits.done.i465, label %digit.i456

digits.done.i465:                                 ; preds = %digit.i456
  %neg.i466 = icmp slt i64 %B.shape0, 0
  br i1 %neg.i466, label %sign.i468, label %__modlink_format_i64.exit470

sign.i468:                                        ; preds = %digits.done.i465
  %sign.at.i469 = getelementptr inbounds i8, ptr %cursor.i458, i64 -2
  store i8 45, ptr %sign.at.i469, align 1
  br label %__modlink_format_i64.exit470

__modlink_format_i64.exit470:                     ; preds = %digits.done.i465, %sign.i468
  %start.i467 = phi ptr [ %digit.at.i459, %digits.done.i465 ], [ %sign.at.i469, %sign.i468 ]
  %part88 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i467, ptr %part88, align 8
  %part89 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.18, ptr %part89, align 8
  %mag.i471 = call i64 @llvm.abs.i64(i64 %A.shape0, i1 false)
  %end.i472 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i472, align 1
  br label %digit.i473

digit.i473:                                       ; preds = %digit.i473, %__modlink_format_i64.exit470
  %remaining.i474 = phi i64 [ %mag.i471, %__modlink_format_i64.exit470 ], [ %rest.i480, %digit.i473 ]
  %cursor.i475 = phi ptr [ %end.i472, %__modlink_format_i64.exit470 ], [ %digit.at.i476, %digit.i473 ]
  %digit.at.i476 = getelementptr inbounds i8, ptr %cursor.i475, i64 -1
  %digit1.i477 = urem i64 %remaining.i474, 10
  %digit.byte.i478 = trunc nuw nsw i64 %digit1.i477 to i8
  %ascii.i479 = or disjoint i8 %digit.byte.i478, 48
  store i8 %ascii.i479, ptr %digit.at.i476, align 1
  %rest.i480 = udiv i64 %remaining.i474, 10
  %more.not.i481 = icmp ult i64 %remaining.i474, 10
  br i1 %more.not.i481, label %digits.done.i482, label %digit.i473

digits.done.i482:                                 ; preds = %digit.i473
  %neg.i483 = icmp slt i64 %A.shape0, 0
  br i1 %neg.i483, label %sign.i485, label %__modlink_format_i64.exit487

sign.i485:                                        ; preds = %digits.done.i482
  %sign.at.i486 = getelementptr inbounds i8, ptr %cursor.i475, i64 -2
  store i8 45, ptr %sign.at.i486, align 1
  br label %__modlink_format_i64.exit487

__modlink_format_i64.exit487:                     ; preds = %digits.done.i482, %sign.i485
  %start.i484 = phi ptr [ %digit.at.i476, %digits.done.i482 ], [ %sign.at.i486, %sign.i485 ]
  %part91 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %start.i484, ptr %part91, align 8
  %missing.i488 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i488, label %common.ret, label %call.i489

call.i489:                                        ; preds = %__modlink_format_i64.exit487
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
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
  %data106713 = ptrtoint ptr %data106 to i64
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
  %mag.i491 = tail call i64 @llvm.abs.i64(i64 %B.stride0, i1 false)
  %end.i492 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i492, align 1
  br label %digit.i493

digit.i493:                                       ; preds = %digit.i493, %check14.fail
  %remaining.i494 = phi i64 [ %mag.i491, %check14.fail ], [ %rest.i500, %digit.i493 ]
  %cursor.i495 = phi ptr [ %end.i492, %check14.fail ], [ %digit.at.i496, %digit.i493 ]
  %digit.at.i496 = getelementptr inbounds i8, ptr %cursor.i495, i64 -1
  %digit1.i497 = urem i64 %remaining.i494, 10
  %digit.byte.i498 = trunc nuw nsw i64 %digit1.i497 to i8
  %ascii.i499 = or disjoint i8 %digit.byte.i498, 48
  store i8 %ascii.i499, ptr %digit.at.i496, align 1
  %rest.i500 = udiv i64 %remaining.i494, 10
  %more.not.i501 = icmp ult i64 %remaining.i494, 10
  br i1 %more.not.i501, label %digits.done.i502, label %digit.i493

digits.done.i502:                                 ; preds = %digit.i493
  %neg.i503 = icmp slt i64 %B.stride0, 0
  br i1 %neg.i503, label %sign.i505, label %__modlink_format_i64.exit507

sign.i505:                                        ; preds = %digits.done.i502
  %sign.at.i506 = getelementptr inbounds i8, ptr %cursor.i495, i64 -2
  store i8 45, ptr %sign.at.i506, align 1
  br label %__modlink_format_i64.exit507

__modlink_format_i64.exit507:                     ; preds = %digits.done.i502, %sign.i505
  %start.i504 = phi ptr [ %digit.at.i496, %digits.done.i502 ], [ %sign.at.i506, %sign.i505 ]
  %part100 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i504, ptr %part100, align 8
  %part101 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.11, ptr %part101, align 8
  %end.i508 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i508, align 1
  %digit.at.i512 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i512, align 1
  %part103 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i512, ptr %part103, align 8
  %missing.i521 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i521, label %common.ret, label %call.i522

call.i522:                                        ; preds = %__modlink_format_i64.exit507
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check15.fail:                                     ; preds = %B.strides.done
  store ptr @.str.20, ptr %message.parts, align 8
  %7 = tail call i32 @llvm.abs.i32(i32 %C.type_index, i1 false)
  %mag.i524 = zext i32 %7 to i64
  %end.i525 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i525, align 1
  br label %digit.i526

digit.i526:                                       ; preds = %digit.i526, %check15.fail
  %remaining.i527 = phi i64 [ %mag.i524, %check15.fail ], [ %rest.i533, %digit.i526 ]
  %cursor.i528 = phi ptr [ %end.i525, %check15.fail ], [ %digit.at.i529, %digit.i526 ]
  %digit.at.i529 = getelementptr inbounds i8, ptr %cursor.i528, i64 -1
  %digit1.i530 = urem i64 %remaining.i527, 10
  %digit.byte.i531 = trunc nuw nsw i64 %digit1.i530 to i8
  %ascii.i532 = or disjoint i8 %digit.byte.i531, 48
  store i8 %ascii.i532, ptr %digit.at.i529, align 1
  %rest.i533 = udiv i64 %remaining.i527, 10
  %more.not.i534 = icmp ult i64 %remaining.i527, 10
  br i1 %more.not.i534, label %digits.done.i535, label %digit.i526

digits.done.i535:                                 ; preds = %digit.i526
  %neg.i536 = icmp slt i32 %C.type_index, 0
  br i1 %neg.i536, label %sign.i538, label %__modlink_format_i64.exit540

sign.i538:                                        ; preds = %digits.done.i535
  %sign.at.i539 = getelementptr inbounds i8, ptr %cursor.i528, i64 -2
  store i8 45, ptr %sign.at.i539, align 1
  br label %__modlink_format_i64.exit540

__modlink_format_i64.exit540:                     ; preds = %digits.done.i535, %sign.i538
  %start.i537 = phi ptr [ %digit.at.i529, %digits.done.i535 ], [ %sign.at.i539, %sign.i538 ]
  %part118 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i537, ptr %part118, align 8
  %missing.i541 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i541, label %common.ret, label %call.i542

call.i542:                                        ; preds = %__modlink_format_i64.exit540
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
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
  %missing.i544 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i544, label %common.ret, label %call.i545

call.i545:                                        ; preds = %check16.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check16.ok:                                       ; preds = %check15.ok
  %ndim.at122 = getelementptr inbounds i8, ptr %C.dltensor, i64 16
  %C.ndim = load i32, ptr %ndim.at122, align 4
  %ndim.ok123 = icmp eq i32 %C.ndim, 1
  br i1 %ndim.ok123, label %check17.ok, label %check17.fail

check17.fail:                                     ; preds = %check16.ok
  store ptr @.str.22, ptr %message.parts, align 8
  %8 = tail call i32 @llvm.abs.i32(i32 %C.ndim, i1 false)
  %mag.i547 = zext i32 %8 to i64
  %end.i548 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i548, align 1
  br label %digit.i549

digit.i549:                                       ; preds = %digit.i549, %check17.fail
  %remaining.i550 = phi i64 [ %mag.i547, %check17.fail ], [ %rest.i556, %digit.i549 ]
  %cursor.i551 = phi ptr [ %end.i548, %check17.fail ], [ %digit.at.i552, %digit.i549 ]
  %digit.at.i552 = getelementptr inbounds i8, ptr %cursor.i551, i64 -1
  %digit1.i553 = urem i64 %remaining.i550, 10
  %digit.byte.i554 = trunc nuw nsw i64 %digit1.i553 to i8
  %ascii.i555 = or disjoint i8 %digit.byte.i554, 48
  store i8 %ascii.i555, ptr %digit.at.i552, align 1
  %rest.i556 = udiv i64 %remaining.i550, 10
  %more.not.i557 = icmp ult i64 %remaining.i550, 10
  br i1 %more.not.i557, label %digits.done.i558, label %digit.i549

digits.done.i558:                                 ; preds = %digit.i549
  %neg.i559 = icmp slt i32 %C.ndim, 0
  br i1 %neg.i559, label %sign.i561, label %__modlink_format_i64.exit563

sign.i561:                                        ; preds = %digits.done.i558
  %sign.at.i562 = getelementptr inbounds i8, ptr %cursor.i551, i64 -2
  store i8 45, ptr %sign.at.i562, align 1
  br label %__modlink_format_i64.exit563

__modlink_format_i64.exit563:                     ; preds = %digits.done.i558, %sign.i561
  %start.i560 = phi ptr [ %digit.at.i552, %digits.done.i558 ], [ %sign.at.i562, %sign.i561 ]
  %part127 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i560, ptr %part127, align 8
  %missing.i564 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i564, label %common.ret, label %call.i565

call.i565:                                        ; preds = %__modlink_format_i64.exit563
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
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
  %code140 = zext i8 %code132 to i64
  store ptr @.str.23, ptr %message.parts, align 8
  %end.i568 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i568, align 1
  br label %digit.i569

digit.i569:                                       ; preds = %digit.i569, %check18.fail
  %remaining.i570 = phi i64 [ %code140, %check18.fail ], [ %rest.i576, %digit.i569 ]
  %cursor.i571 = phi ptr [ %end.i568, %check18.fail ], [ %digit.at.i572, %digit.i569 ]
  %digit.at.i572 = getelementptr inbounds i8, ptr %cursor.i571, i64 -1
  %digit1.i573 = urem i64 %remaining.i570, 10
  %digit.byte.i574 = trunc nuw nsw i64 %digit1.i573 to i8
  %ascii.i575 = or disjoint i8 %digit.byte.i574, 48
  store i8 %ascii.i575, ptr %digit.at.i572, align 1
  %rest.i576 = udiv i64 %remaining.i570, 10
  %more.not.i577 = icmp ult i64 %remaining.i570, 10
  br i1 %more.not.i577, label %__modlink_format_i64.exit583, label %digit.i569

__modlink_format_i64.exit583:                     ; preds = %digit.i569
  %bits141 = zext i8 %bits133 to i64
  %part145 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digit.at.i572, ptr %part145, align 8
  %part146 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.7, ptr %part146, align 8
  %end.i585 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i585, align 1
  br label %digit.i586

digit.i586:                                       ; preds = %digit.i586, %__modlink_format_i64.exit583
  %remaining.i587 = phi i64 [ %bits141, %__modlink_format_i64.exit583 ], [ %rest.i593, %digit.i586 ]
  %cursor.i588 = phi ptr [ %end.i585, %__modlink_format_i64.exit583 ], [ %digit.at.i589, %digit.i586 ]
  %digit.at.i589 = getelementptr inbounds i8, ptr %cursor.i588, i64 -1
  %digit1.i590 = urem i64 %remaining.i587, 10
  %digit.byte.i591 = trunc nuw nsw i64 %digit1.i590 to i8
  %ascii.i592 = or disjoint i8 %digit.byte.i591, 48
  store i8 %ascii.i592, ptr %digit.at.i589, align 1
  %rest.i593 = udiv i64 %remaining.i587, 10
  %more.not.i594 = icmp ult i64 %remaining.i587, 10
  br i1 %more.not.i594, label %__modlink_format_i64.exit600, label %digit.i586

__modlink_format_i64.exit600:                     ; preds = %digit.i586
  %part148 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i589, ptr %part148, align 8
  %part149 = getelementptr inbounds i8, ptr %message.parts, i64 32
  store ptr @.str.8, ptr %part149, align 8
  %end.i602 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i602, align 1
  br label %digit.i603

digit.i603:                                       ; preds = %digit.i603, %__modlink_format_i64.exit600
  %remaining.i604 = phi i64 [ %lanes142, %__modlink_format_i64.exit600 ], [ %rest.i610, %digit.i603 ]
  %cursor.i605 = phi ptr [ %end.i602, %__modlink_format_i64.exit600 ], [ %digit.at.i606, %digit.i603 ]
  %digit.at.i606 = getelementptr inbounds i8, ptr %cursor.i605, i64 -1
  %digit1.i607 = urem i64 %remaining.i604, 10
  %digit.byte.i608 = trunc nuw nsw i64 %digit1.i607 to i8
  %ascii.i609 = or disjoint i8 %digit.byte.i608, 48
  store i8 %ascii.i609, ptr %digit.at.i606, align 1
  %rest.i610 = udiv i64 %remaining.i604, 10
  %more.not.i611 = icmp ult i64 %remaining.i604, 10
  br i1 %more.not.i611, label %__modlink_format_i64.exit617, label %digit.i603

__modlink_format_i64.exit617:                     ; preds = %digit.i603
  %part151 = getelementptr inbounds i8, ptr %message.parts, i64 40
  store ptr %digit.at.i606, ptr %part151, align 8
  %missing.i618 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i618, label %common.ret, label %call.i619

call.i619:                                        ; preds = %__modlink_format_i64.exit617
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check18.ok:                                       ; preds = %check17.ok
  %device.at152 = getelementptr inbounds i8, ptr %C.dltensor, i64 8
  %C.device_type = load i32, ptr %device.at152, align 4
  %device.ok153 = icmp eq i32 %C.device_type, 1
  br i1 %device.ok153, label %check19.ok, label %check19.fail

check19.fail:                                     ; preds = %check18.ok
  store ptr @.str.24, ptr %message.parts, align 8
  %9 = tail call i32 @llvm.abs.i32(i32 %C.device_type, i1 false)
  %mag.i621 = zext i32 %9 to i64
  %end.i622 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i622, align 1
  br label %digit.i623

digit.i623:                                       ; preds = %digit.i623, %check19.fail
  %remaining.i624 = phi i64 [ %mag.i621, %check19.fail ], [ %rest.i630, %digit.i623 ]
  %cursor.i625 = phi ptr [ %end.i622, %check19.fail ], [ %digit.at.i626, %digit.i623 ]
  %digit.at.i626 = getelementptr inbounds i8, ptr %cursor.i625, i64 -1
  %digit1.i627 = urem i64 %remaining.i624, 10
  %digit.byte.i628 = trunc nuw nsw i64 %digit1.i627 to i8
  %ascii.i629 = or disjoint i8 %digit.byte.i628, 48
  store i8 %ascii.i629, ptr %digit.at.i626, align 1
  %rest.i630 = udiv i64 %remaining.i624, 10
  %more.not.i631 = icmp ult i64 %remaining.i624, 10
  br i1 %more.not.i631, label %digits.done.i632, label %digit.i623

digits.done.i632:                                 ; preds = %digit.i623
  %neg.i633 = icmp slt i32 %C.device_type, 0
  br i1 %neg.i633, label %sign.i635, label %__modlink_format_i64.exit637

sign.i635:                                        ; preds = %digits.done.i632
  %sign.at.i636 = getelementptr inbounds i8, ptr %cursor.i625, i64 -2
  store i8 45, ptr %sign.at.i636, align 1
  br label %__modlink_format_i64.exit637

__modlink_format_i64.exit637:                     ; preds = %digits.done.i632, %sign.i635
  %start.i634 = phi ptr [ %digit.at.i626, %digits.done.i632 ], [ %sign.at.i636, %sign.i635 ]
  %part157 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i634, ptr %part157, align 8
  %missing.i638 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i638, label %common.ret, label %call.i639

call.i639:                                        ; preds = %__modlink_format_i64.exit637
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check19.ok:                                       ; preds = %check18.ok
  %shape.at158 = getelementptr inbounds i8, ptr %C.dltensor, i64 24
  %C.shape = load ptr, ptr %shape.at158, align 8
  %C.shape0 = load i64, ptr %C.shape, align 8
  %extent.ok160 = icmp eq i64 %C.shape0, %A.shape0
  br i1 %extent.ok160, label %check20.ok, label %check20.fail

check20.fail:                                     ; preds = %check19.ok
  store ptr @.str.25, ptr %message.parts, align 8
  %mag.i641 = tail call i64 @llvm.abs.i64(i64 %C.shape0, i1 false)
  %end.i642 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i642, align 1
  br label %digit.i643

digit.i643:                                       ; preds = %digit.i643, %check20.fail
  %remaining.i644 = phi i64 [ %mag.i641, %check20.fail ], [ %rest.i650, %digit.i643 ]
  %cursor.i645 = phi ptr [ %end.i642, %check20.fail ], [ %digit.at.i646, %digit.i643 ]
  %digit.at.i646 = getelementptr inbounds i8, ptr %cursor.i645, i64 -1
  %digit1.i647 = urem i64 %remaining.i644, 10
  %digit.byte.i648 = trunc nuw nsw i64 %digit1.i647 to i8
  %ascii.i649 = or disjoint i8 %digit.byte.i648, 48
  store i8 %ascii.i649, ptr %digit.at.i646, align 1
  %rest.i650 = udiv i64 %remaining.i644, 10
  %more.not.i651 = icmp ult i64 %remaining.i644, 10
  br i1 %more.not.i651, label %digits.done.i652, label %digit.i643

digits.done.i652:                                 ; preds = %digit.i643
  %neg.i653 = icmp slt i64 %C.shape0, 0
  br i1 %neg.i653, label %sign.i655, label %__modlink_format_i64.exit657

sign.i655:                                        ; preds = %digits.done.i652
  %sign.at.i656 = getelementptr inbounds i8, ptr %cursor.i645, i64 -2
  store i8 45, ptr %sign.at.i656, align 1
  br label %__modlink_format_i64.exit657

__modlink_format_i64.exit657:                     ; preds = %digits.done.i652, %sign.i655
  %start.i654 = phi ptr [ %digit.at.i646, %digits.done.i652 ], [ %sign.at.i656, %sign.i655 ]
  %part163 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i654, ptr %part163, align 8
  %part164 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.18, ptr %part164, align 8
  %mag.i658 = call i64 @llvm.abs.i64(i64 %A.shape0, i1 false)
  %end.i659 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i659, align 1
  br label %digit.i660

digit.i660:                                       ; preds = %digit.i660, %__modlink_format_i64.exit657
  %remaining.i661 = phi i64 [ %mag.i658, %__modlink_format_i64.exit657 ], [ %rest.i667, %digit.i660 ]
  %cursor.i662 = phi ptr [ %end.i659, %__modlink_format_i64.exit657 ], [ %digit.at.i663, %digit.i660 ]
  %digit.at.i663 = getelementptr inbounds i8, ptr %cursor.i662, i64 -1
  %digit1.i664 = urem i64 %remaining.i661, 10
  %digit.byte.i665 = trunc nuw nsw i64 %digit1.i664 to i8
  %ascii.i666 = or disjoint i8 %digit.byte.i665, 48
  store i8 %ascii.i666, ptr %digit.at.i663, align 1
  %rest.i667 = udiv i64 %remaining.i661, 10
  %more.not.i668 = icmp ult i64 %remaining.i661, 10
  br i1 %more.not.i668, label %digits.done.i669, label %digit.i660

digits.done.i669:                                 ; preds = %digit.i660
  %neg.i670 = icmp slt i64 %A.shape0, 0
  br i1 %neg.i670, label %sign.i672, label %__modlink_format_i64.exit674

sign.i672:                                        ; preds = %digits.done.i669
  %sign.at.i673 = getelementptr inbounds i8, ptr %cursor.i662, i64 -2
  store i8 45, ptr %sign.at.i673, align 1
  br label %__modlink_format_i64.exit674

__modlink_format_i64.exit674:                     ; preds = %digits.done.i669, %sign.i672
  %start.i671 = phi ptr [ %digit.at.i663, %digits.done.i669 ], [ %sign.at.i673, %sign.i672 ]
  %part166 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %start.i671, ptr %part166, align 8
  %missing.i675 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i675, label %common.ret, label %call.i676

call.i676:                                        ; preds = %__modlink_format_i64.exit674
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
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
  %data181711 = ptrtoint ptr %data181 to i64
  %byte_offset.at182 = getelementptr inbounds i8, ptr %C.dltensor, i64 40
  %byte_offset183 = load i64, ptr %byte_offset.at182, align 8
  %C.data = getelementptr i8, ptr %data181, i64 %byte_offset183
  %more1.i = icmp sgt i64 %A.shape0, 0
  br i1 %more1.i, label %for.i.body.i.preheader, label %common.ret

for.i.body.i.preheader:                           ; preds = %C.strides.done
  %min.iters.check = icmp ult i64 %A.shape0, 16
  br i1 %min.iters.check, label %for.i.body.i.preheader718, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.i.body.i.preheader
  %10 = add i64 %byte_offset183, %data181711
  %11 = add i64 %byte_offset, %data712
  %12 = sub i64 %10, %11
  %diff.check = icmp ult i64 %12, 64
  %13 = add i64 %byte_offset108, %data106713
  %14 = sub i64 %10, %13
  %diff.check714 = icmp ult i64 %14, 64
  %conflict.rdx = or i1 %diff.check, %diff.check714
  br i1 %conflict.rdx, label %for.i.body.i.preheader718, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %A.shape0, 9223372036854775792
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %15 = getelementptr inbounds float, ptr %C.data, i64 %index
  %16 = getelementptr inbounds float, ptr %A.data, i64 %index
  %17 = getelementptr inbounds i8, ptr %16, i64 32
  %wide.load = load <8 x float>, ptr %16, align 4
  %wide.load715 = load <8 x float>, ptr %17, align 4
  %18 = getelementptr inbounds float, ptr %B.data, i64 %index
  %19 = getelementptr inbounds i8, ptr %18, i64 32
  %wide.load716 = load <8 x float>, ptr %18, align 4
  %wide.load717 = load <8 x float>, ptr %19, align 4
  %20 = fadd <8 x float> %wide.load, %wide.load716
  %21 = fadd <8 x float> %wide.load715, %wide.load717
  %22 = getelementptr inbounds i8, ptr %15, i64 32
  store <8 x float> %20, ptr %15, align 4
  store <8 x float> %21, ptr %22, align 4
  %index.next = add nuw i64 %index, 16
  %23 = icmp eq i64 %index.next, %n.vec
  br i1 %23, label %middle.block, label %vector.body, !llvm.loop !6

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %A.shape0, %n.vec
  br i1 %cmp.n, label %common.ret, label %for.i.body.i.preheader718

for.i.body.i.preheader718:                        ; preds = %middle.block, %vector.memcheck, %for.i.body.i.preheader
  %i.addr.02.i.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.i.body.i.preheader ], [ %n.vec, %middle.block ]
  %xtraiter = and i64 %A.shape0, 3
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.i.body.i.prol.loopexit, label %for.i.body.i.prol

for.i.body.i.prol:                                ; preds = %for.i.body.i.preheader718, %for.i.body.i.prol
  %i.addr.02.i.prol = phi i64 [ %i.next.i.prol, %for.i.body.i.prol ], [ %i.addr.02.i.ph, %for.i.body.i.preheader718 ]
  %prol.iter = phi i64 [ %prol.iter.next, %for.i.body.i.prol ], [ 0, %for.i.body.i.preheader718 ]
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

for.i.body.i.prol.loopexit:                       ; preds = %for.i.body.i.prol, %for.i.body.i.preheader718
  %i.addr.02.i.unr = phi i64 [ %i.addr.02.i.ph, %for.i.body.i.preheader718 ], [ %i.next.i.prol, %for.i.body.i.prol ]
  %24 = sub nsw i64 %i.addr.02.i.ph, %A.shape0
  %25 = icmp ugt i64 %24, -4
  br i1 %25, label %common.ret, label %for.i.body.i

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
  %mag.i678 = tail call i64 @llvm.abs.i64(i64 %C.stride0, i1 false)
  %end.i679 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i679, align 1
  br label %digit.i680

digit.i680:                                       ; preds = %digit.i680, %check21.fail
  %remaining.i681 = phi i64 [ %mag.i678, %check21.fail ], [ %rest.i687, %digit.i680 ]
  %cursor.i682 = phi ptr [ %end.i679, %check21.fail ], [ %digit.at.i683, %digit.i680 ]
  %digit.at.i683 = getelementptr inbounds i8, ptr %cursor.i682, i64 -1
  %digit1.i684 = urem i64 %remaining.i681, 10
  %digit.byte.i685 = trunc nuw nsw i64 %digit1.i684 to i8
  %ascii.i686 = or disjoint i8 %digit.byte.i685, 48
  store i8 %ascii.i686, ptr %digit.at.i683, align 1
  %rest.i687 = udiv i64 %remaining.i681, 10
  %more.not.i688 = icmp ult i64 %remaining.i681, 10
  br i1 %more.not.i688, label %digits.done.i689, label %digit.i680

digits.done.i689:                                 ; preds = %digit.i680
  %neg.i690 = icmp slt i64 %C.stride0, 0
  br i1 %neg.i690, label %sign.i692, label %__modlink_format_i64.exit694

sign.i692:                                        ; preds = %digits.done.i689
  %sign.at.i693 = getelementptr inbounds i8, ptr %cursor.i682, i64 -2
  store i8 45, ptr %sign.at.i693, align 1
  br label %__modlink_format_i64.exit694

__modlink_format_i64.exit694:                     ; preds = %digits.done.i689, %sign.i692
  %start.i691 = phi ptr [ %digit.at.i683, %digits.done.i689 ], [ %sign.at.i693, %sign.i692 ]
  %part175 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i691, ptr %part175, align 8
  %part176 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.11, ptr %part176, align 8
  %end.i695 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i695, align 1
  %digit.at.i699 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i699, align 1
  %part178 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i699, ptr %part178, align 8
  %missing.i708 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i708, label %common.ret, label %call.i709

call.i709:                                        ; preds = %__modlink_format_i64.exit694
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
