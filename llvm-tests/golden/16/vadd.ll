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

common.ret:                                       ; preds = %for.i.body.i.prol.loopexit, %for.i.body.i, %middle.block, %call.i662, %__modlink_format_i64.exit648, %C.strides.done, %call.i630, %__modlink_format_i64.exit629, %call.i594, %__modlink_format_i64.exit593, %call.i575, %__modlink_format_i64.exit574, %call.i531, %__modlink_format_i64.exit530, %call.i512, %check16.fail, %call.i510, %__modlink_format_i64.exit509, %call.i491, %__modlink_format_i64.exit477, %call.i459, %__modlink_format_i64.exit458, %call.i423, %__modlink_format_i64.exit422, %call.i404, %__modlink_format_i64.exit403, %call.i360, %__modlink_format_i64.exit359, %call.i341, %check9.fail, %call.i339, %__modlink_format_i64.exit338, %call.i320, %__modlink_format_i64.exit306, %call.i288, %__modlink_format_i64.exit287, %call.i269, %__modlink_format_i64.exit268, %call.i225, %__modlink_format_i64.exit224, %call.i206, %check3.fail, %call.i204, %__modlink_format_i64.exit203, %call.i, %__modlink_format_i64.exit
  %common.ret.op = phi i32 [ -1, %__modlink_format_i64.exit ], [ -1, %call.i ], [ -1, %__modlink_format_i64.exit203 ], [ -1, %call.i204 ], [ -1, %check3.fail ], [ -1, %call.i206 ], [ -1, %__modlink_format_i64.exit224 ], [ -1, %call.i225 ], [ -1, %__modlink_format_i64.exit268 ], [ -1, %call.i269 ], [ -1, %__modlink_format_i64.exit287 ], [ -1, %call.i288 ], [ -1, %__modlink_format_i64.exit306 ], [ -1, %call.i320 ], [ -1, %__modlink_format_i64.exit338 ], [ -1, %call.i339 ], [ -1, %check9.fail ], [ -1, %call.i341 ], [ -1, %__modlink_format_i64.exit359 ], [ -1, %call.i360 ], [ -1, %__modlink_format_i64.exit403 ], [ -1, %call.i404 ], [ -1, %__modlink_format_i64.exit422 ], [ -1, %call.i423 ], [ -1, %__modlink_format_i64.exit458 ], [ -1, %call.i459 ], [ -1, %__modlink_format_i64.exit477 ], [ -1, %call.i491 ], [ -1, %__modlink_format_i64.exit509 ], [ -1, %call.i510 ], [ -1, %check16.fail ], [ -1, %call.i512 ], [ -1, %__modlink_format_i64.exit530 ], [ -1, %call.i531 ], [ -1, %__modlink_format_i64.exit574 ], [ -1, %call.i575 ], [ -1, %__modlink_format_i64.exit593 ], [ -1, %call.i594 ], [ -1, %__modlink_format_i64.exit629 ], [ -1, %call.i630 ], [ 0, %C.strides.done ], [ -1, %__modlink_format_i64.exit648 ], [ -1, %call.i662 ], [ 0, %middle.block ], [ 0, %for.i.body.i ], [ 0, %for.i.body.i.prol.loopexit ]
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
  %mag.i187 = zext i32 %1 to i64
  %end.i188 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i188, align 1
  br label %digit.i197

digit.i197:                                       ; preds = %digit.i197, %check2.fail
  %remaining.i189 = phi i64 [ %mag.i187, %check2.fail ], [ %rest.i195, %digit.i197 ]
  %cursor.i190 = phi ptr [ %end.i188, %check2.fail ], [ %digit.at.i191, %digit.i197 ]
  %digit.at.i191 = getelementptr inbounds i8, ptr %cursor.i190, i64 -1
  %digit1.i192 = urem i64 %remaining.i189, 10
  %digit.byte.i193 = trunc i64 %digit1.i192 to i8
  %ascii.i194 = or i8 %digit.byte.i193, 48
  store i8 %ascii.i194, ptr %digit.at.i191, align 1
  %rest.i195 = udiv i64 %remaining.i189, 10
  %more.not.i196 = icmp ult i64 %remaining.i189, 10
  br i1 %more.not.i196, label %digits.done.i199, label %digit.i197

digits.done.i199:                                 ; preds = %digit.i197
  %neg.i198 = icmp slt i32 %A.type_index, 0
  br i1 %neg.i198, label %sign.i201, label %__modlink_format_i64.exit203

sign.i201:                                        ; preds = %digits.done.i199
  %sign.at.i200 = getelementptr inbounds i8, ptr %cursor.i190, i64 -2
  store i8 45, ptr %sign.at.i200, align 1
  br label %__modlink_format_i64.exit203

__modlink_format_i64.exit203:                     ; preds = %digits.done.i199, %sign.i201
  %start.i202 = phi ptr [ %digit.at.i191, %digits.done.i199 ], [ %sign.at.i200, %sign.i201 ]
  %part7 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i202, ptr %part7, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i204

call.i204:                                        ; preds = %__modlink_format_i64.exit203
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check2.ok:                                        ; preds = %check1.ok, %check1.ok, %check1.ok
  %is = icmp eq i32 %A.type_index, 70
  %A.value = getelementptr inbounds i8, ptr %args, i64 8
  %A.ptr = load ptr, ptr %A.value, align 8
  %A.dltensor.idx = select i1 %is, i64 24, i64 0
  %A.dltensor = getelementptr i8, ptr %A.ptr, i64 %A.dltensor.idx
  %null.not = icmp eq ptr %A.ptr, null
  br i1 %null.not, label %check3.fail, label %check3.ok

check3.fail:                                      ; preds = %check2.ok
  store ptr @.str.4, ptr %message.parts, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i206

call.i206:                                        ; preds = %check3.fail
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
  %mag.i208 = zext i32 %2 to i64
  %end.i209 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i209, align 1
  br label %digit.i218

digit.i218:                                       ; preds = %digit.i218, %check4.fail
  %remaining.i210 = phi i64 [ %mag.i208, %check4.fail ], [ %rest.i216, %digit.i218 ]
  %cursor.i211 = phi ptr [ %end.i209, %check4.fail ], [ %digit.at.i212, %digit.i218 ]
  %digit.at.i212 = getelementptr inbounds i8, ptr %cursor.i211, i64 -1
  %digit1.i213 = urem i64 %remaining.i210, 10
  %digit.byte.i214 = trunc i64 %digit1.i213 to i8
  %ascii.i215 = or i8 %digit.byte.i214, 48
  store i8 %ascii.i215, ptr %digit.at.i212, align 1
  %rest.i216 = udiv i64 %remaining.i210, 10
  %more.not.i217 = icmp ult i64 %remaining.i210, 10
  br i1 %more.not.i217, label %digits.done.i220, label %digit.i218

digits.done.i220:                                 ; preds = %digit.i218
  %neg.i219 = icmp slt i32 %A.ndim, 0
  br i1 %neg.i219, label %sign.i222, label %__modlink_format_i64.exit224

sign.i222:                                        ; preds = %digits.done.i220
  %sign.at.i221 = getelementptr inbounds i8, ptr %cursor.i211, i64 -2
  store i8 45, ptr %sign.at.i221, align 1
  br label %__modlink_format_i64.exit224

__modlink_format_i64.exit224:                     ; preds = %digits.done.i220, %sign.i222
  %start.i223 = phi ptr [ %digit.at.i212, %digits.done.i220 ], [ %sign.at.i221, %sign.i222 ]
  %part11 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i223, ptr %part11, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i225

call.i225:                                        ; preds = %__modlink_format_i64.exit224
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
  %dtype.ok12 = and i1 %dtype.ok, %lanes.ok
  br i1 %dtype.ok12, label %check5.ok, label %check5.fail

check5.fail:                                      ; preds = %check4.ok
  %lanes15 = zext i16 %lanes to i64
  %code13 = zext i8 %code to i64
  store ptr @.str.6, ptr %message.parts, align 8
  %end.i228 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i228, align 1
  br label %digit.i237

digit.i237:                                       ; preds = %digit.i237, %check5.fail
  %remaining.i229 = phi i64 [ %code13, %check5.fail ], [ %rest.i235, %digit.i237 ]
  %cursor.i230 = phi ptr [ %end.i228, %check5.fail ], [ %digit.at.i231, %digit.i237 ]
  %digit.at.i231 = getelementptr inbounds i8, ptr %cursor.i230, i64 -1
  %digit1.i232 = urem i64 %remaining.i229, 10
  %digit.byte.i233 = trunc i64 %digit1.i232 to i8
  %ascii.i234 = or i8 %digit.byte.i233, 48
  store i8 %ascii.i234, ptr %digit.at.i231, align 1
  %rest.i235 = udiv i64 %remaining.i229, 10
  %more.not.i236 = icmp ult i64 %remaining.i229, 10
  br i1 %more.not.i236, label %__modlink_format_i64.exit240, label %digit.i237

__modlink_format_i64.exit240:                     ; preds = %digit.i237
  %bits14 = zext i8 %bits to i64
  %part18 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %digit.at.i231, ptr %part18, align 8
  %part19 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.7, ptr %part19, align 8
  %end.i242 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i242, align 1
  br label %digit.i251

digit.i251:                                       ; preds = %digit.i251, %__modlink_format_i64.exit240
  %remaining.i243 = phi i64 [ %bits14, %__modlink_format_i64.exit240 ], [ %rest.i249, %digit.i251 ]
  %cursor.i244 = phi ptr [ %end.i242, %__modlink_format_i64.exit240 ], [ %digit.at.i245, %digit.i251 ]
  %digit.at.i245 = getelementptr inbounds i8, ptr %cursor.i244, i64 -1
  %digit1.i246 = urem i64 %remaining.i243, 10
  %digit.byte.i247 = trunc i64 %digit1.i246 to i8
  %ascii.i248 = or i8 %digit.byte.i247, 48
  store i8 %ascii.i248, ptr %digit.at.i245, align 1
  %rest.i249 = udiv i64 %remaining.i243, 10
  %more.not.i250 = icmp ult i64 %remaining.i243, 10
  br i1 %more.not.i250, label %__modlink_format_i64.exit254, label %digit.i251

__modlink_format_i64.exit254:                     ; preds = %digit.i251
  %part21 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i245, ptr %part21, align 8
  %part22 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 4
  store ptr @.str.8, ptr %part22, align 8
  %end.i256 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i256, align 1
  br label %digit.i265

digit.i265:                                       ; preds = %digit.i265, %__modlink_format_i64.exit254
  %remaining.i257 = phi i64 [ %lanes15, %__modlink_format_i64.exit254 ], [ %rest.i263, %digit.i265 ]
  %cursor.i258 = phi ptr [ %end.i256, %__modlink_format_i64.exit254 ], [ %digit.at.i259, %digit.i265 ]
  %digit.at.i259 = getelementptr inbounds i8, ptr %cursor.i258, i64 -1
  %digit1.i260 = urem i64 %remaining.i257, 10
  %digit.byte.i261 = trunc i64 %digit1.i260 to i8
  %ascii.i262 = or i8 %digit.byte.i261, 48
  store i8 %ascii.i262, ptr %digit.at.i259, align 1
  %rest.i263 = udiv i64 %remaining.i257, 10
  %more.not.i264 = icmp ult i64 %remaining.i257, 10
  br i1 %more.not.i264, label %__modlink_format_i64.exit268, label %digit.i265

__modlink_format_i64.exit268:                     ; preds = %digit.i265
  %part24 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 5
  store ptr %digit.at.i259, ptr %part24, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i269

call.i269:                                        ; preds = %__modlink_format_i64.exit268
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
  %mag.i271 = zext i32 %3 to i64
  %end.i272 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i272, align 1
  br label %digit.i281

digit.i281:                                       ; preds = %digit.i281, %check6.fail
  %remaining.i273 = phi i64 [ %mag.i271, %check6.fail ], [ %rest.i279, %digit.i281 ]
  %cursor.i274 = phi ptr [ %end.i272, %check6.fail ], [ %digit.at.i275, %digit.i281 ]
  %digit.at.i275 = getelementptr inbounds i8, ptr %cursor.i274, i64 -1
  %digit1.i276 = urem i64 %remaining.i273, 10
  %digit.byte.i277 = trunc i64 %digit1.i276 to i8
  %ascii.i278 = or i8 %digit.byte.i277, 48
  store i8 %ascii.i278, ptr %digit.at.i275, align 1
  %rest.i279 = udiv i64 %remaining.i273, 10
  %more.not.i280 = icmp ult i64 %remaining.i273, 10
  br i1 %more.not.i280, label %digits.done.i283, label %digit.i281

digits.done.i283:                                 ; preds = %digit.i281
  %neg.i282 = icmp slt i32 %A.device_type, 0
  br i1 %neg.i282, label %sign.i285, label %__modlink_format_i64.exit287

sign.i285:                                        ; preds = %digits.done.i283
  %sign.at.i284 = getelementptr inbounds i8, ptr %cursor.i274, i64 -2
  store i8 45, ptr %sign.at.i284, align 1
  br label %__modlink_format_i64.exit287

__modlink_format_i64.exit287:                     ; preds = %digits.done.i283, %sign.i285
  %start.i286 = phi ptr [ %digit.at.i275, %digits.done.i283 ], [ %sign.at.i284, %sign.i285 ]
  %part27 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i286, ptr %part27, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i288

call.i288:                                        ; preds = %__modlink_format_i64.exit287
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
  %stride.ok28 = or i1 %unit, %stride.ok
  br i1 %stride.ok28, label %A.strides.done, label %check7.fail

A.strides.done:                                   ; preds = %A.strides.check, %check6.ok
  %data = load ptr, ptr %A.dltensor, align 8
  %data665 = ptrtoint ptr %data to i64
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
  %mag.i290 = tail call i64 @llvm.abs.i64(i64 %A.stride0, i1 false)
  %end.i291 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i291, align 1
  br label %digit.i300

digit.i300:                                       ; preds = %digit.i300, %check7.fail
  %remaining.i292 = phi i64 [ %mag.i290, %check7.fail ], [ %rest.i298, %digit.i300 ]
  %cursor.i293 = phi ptr [ %end.i291, %check7.fail ], [ %digit.at.i294, %digit.i300 ]
  %digit.at.i294 = getelementptr inbounds i8, ptr %cursor.i293, i64 -1
  %digit1.i295 = urem i64 %remaining.i292, 10
  %digit.byte.i296 = trunc i64 %digit1.i295 to i8
  %ascii.i297 = or i8 %digit.byte.i296, 48
  store i8 %ascii.i297, ptr %digit.at.i294, align 1
  %rest.i298 = udiv i64 %remaining.i292, 10
  %more.not.i299 = icmp ult i64 %remaining.i292, 10
  br i1 %more.not.i299, label %digits.done.i302, label %digit.i300

digits.done.i302:                                 ; preds = %digit.i300
  %neg.i301 = icmp slt i64 %A.stride0, 0
  br i1 %neg.i301, label %sign.i304, label %__modlink_format_i64.exit306

sign.i304:                                        ; preds = %digits.done.i302
  %sign.at.i303 = getelementptr inbounds i8, ptr %cursor.i293, i64 -2
  store i8 45, ptr %sign.at.i303, align 1
  br label %__modlink_format_i64.exit306

__modlink_format_i64.exit306:                     ; preds = %digits.done.i302, %sign.i304
  %start.i305 = phi ptr [ %digit.at.i294, %digits.done.i302 ], [ %sign.at.i303, %sign.i304 ]
  %part31 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i305, ptr %part31, align 8
  %part32 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.11, ptr %part32, align 8
  %end.i307 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i307, align 1
  %digit.at.i310 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i310, align 1
  %part34 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i310, ptr %part34, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i320

call.i320:                                        ; preds = %__modlink_format_i64.exit306
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check8.fail:                                      ; preds = %A.strides.done
  store ptr @.str.12, ptr %message.parts, align 8
  %4 = tail call i32 @llvm.abs.i32(i32 %B.type_index, i1 false)
  %mag.i322 = zext i32 %4 to i64
  %end.i323 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i323, align 1
  br label %digit.i332

digit.i332:                                       ; preds = %digit.i332, %check8.fail
  %remaining.i324 = phi i64 [ %mag.i322, %check8.fail ], [ %rest.i330, %digit.i332 ]
  %cursor.i325 = phi ptr [ %end.i323, %check8.fail ], [ %digit.at.i326, %digit.i332 ]
  %digit.at.i326 = getelementptr inbounds i8, ptr %cursor.i325, i64 -1
  %digit1.i327 = urem i64 %remaining.i324, 10
  %digit.byte.i328 = trunc i64 %digit1.i327 to i8
  %ascii.i329 = or i8 %digit.byte.i328, 48
  store i8 %ascii.i329, ptr %digit.at.i326, align 1
  %rest.i330 = udiv i64 %remaining.i324, 10
  %more.not.i331 = icmp ult i64 %remaining.i324, 10
  br i1 %more.not.i331, label %digits.done.i334, label %digit.i332

digits.done.i334:                                 ; preds = %digit.i332
  %neg.i333 = icmp slt i32 %B.type_index, 0
  br i1 %neg.i333, label %sign.i336, label %__modlink_format_i64.exit338

sign.i336:                                        ; preds = %digits.done.i334
  %sign.at.i335 = getelementptr inbounds i8, ptr %cursor.i325, i64 -2
  store i8 45, ptr %sign.at.i335, align 1
  br label %__modlink_format_i64.exit338

__modlink_format_i64.exit338:                     ; preds = %digits.done.i334, %sign.i336
  %start.i337 = phi ptr [ %digit.at.i326, %digits.done.i334 ], [ %sign.at.i335, %sign.i336 ]
  %part44 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i337, ptr %part44, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i339

call.i339:                                        ; preds = %__modlink_format_i64.exit338
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check8.ok:                                        ; preds = %A.strides.done, %A.strides.done, %A.strides.done
  %is35 = icmp eq i32 %B.type_index, 70
  %B.value = getelementptr inbounds i8, ptr %args, i64 24
  %B.ptr = load ptr, ptr %B.value, align 8
  %B.dltensor.idx = select i1 %is35, i64 24, i64 0
  %B.dltensor = getelementptr i8, ptr %B.ptr, i64 %B.dltensor.idx
  %null45.not = icmp eq ptr %B.ptr, null
  br i1 %null45.not, label %check9.fail, label %check9.ok

check9.fail:                                      ; preds = %check8.ok
  store ptr @.str.13, ptr %message.parts, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i341

call.i341:                                        ; preds = %check9.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check9.ok:                                        ; preds = %check8.ok
  %ndim.at48 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %B.dltensor, i64 0, i32 2
  %B.ndim = load i32, ptr %ndim.at48, align 4
  %ndim.ok49 = icmp eq i32 %B.ndim, 1
  br i1 %ndim.ok49, label %check10.ok, label %check10.fail

check10.fail:                                     ; preds = %check9.ok
  store ptr @.str.14, ptr %message.parts, align 8
  %5 = tail call i32 @llvm.abs.i32(i32 %B.ndim, i1 false)
  %mag.i343 = zext i32 %5 to i64
  %end.i344 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i344, align 1
  br label %digit.i353

digit.i353:                                       ; preds = %digit.i353, %check10.fail
  %remaining.i345 = phi i64 [ %mag.i343, %check10.fail ], [ %rest.i351, %digit.i353 ]
  %cursor.i346 = phi ptr [ %end.i344, %check10.fail ], [ %digit.at.i347, %digit.i353 ]
  %digit.at.i347 = getelementptr inbounds i8, ptr %cursor.i346, i64 -1
  %digit1.i348 = urem i64 %remaining.i345, 10
  %digit.byte.i349 = trunc i64 %digit1.i348 to i8
  %ascii.i350 = or i8 %digit.byte.i349, 48
  store i8 %ascii.i350, ptr %digit.at.i347, align 1
  %rest.i351 = udiv i64 %remaining.i345, 10
  %more.not.i352 = icmp ult i64 %remaining.i345, 10
  br i1 %more.not.i352, label %digits.done.i355, label %digit.i353

digits.done.i355:                                 ; preds = %digit.i353
  %neg.i354 = icmp slt i32 %B.ndim, 0
  br i1 %neg.i354, label %sign.i357, label %__modlink_format_i64.exit359

sign.i357:                                        ; preds = %digits.done.i355
  %sign.at.i356 = getelementptr inbounds i8, ptr %cursor.i346, i64 -2
  store i8 45, ptr %sign.at.i356, align 1
  br label %__modlink_format_i64.exit359

__modlink_format_i64.exit359:                     ; preds = %digits.done.i355, %sign.i357
  %start.i358 = phi ptr [ %digit.at.i347, %digits.done.i355 ], [ %sign.at.i356, %sign.i357 ]
  %part53 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i358, ptr %part53, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i360

call.i360:                                        ; preds = %__modlink_format_i64.exit359
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check10.ok:                                       ; preds = %check9.ok
  %dtype.at54 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %B.dltensor, i64 0, i32 3
  %bits.at56 = getelementptr inbounds { i8, i8, i16 }, ptr %dtype.at54, i64 0, i32 1
  %lanes.at57 = getelementptr inbounds { i8, i8, i16 }, ptr %dtype.at54, i64 0, i32 2
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
  %end.i363 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i363, align 1
  br label %digit.i372

digit.i372:                                       ; preds = %digit.i372, %check11.fail
  %remaining.i364 = phi i64 [ %code66, %check11.fail ], [ %rest.i370, %digit.i372 ]
  %cursor.i365 = phi ptr [ %end.i363, %check11.fail ], [ %digit.at.i366, %digit.i372 ]
  %digit.at.i366 = getelementptr inbounds i8, ptr %cursor.i365, i64 -1
  %digit1.i367 = urem i64 %remaining.i364, 10
  %digit.byte.i368 = trunc i64 %digit1.i367 to i8
  %ascii.i369 = or i8 %digit.byte.i368, 48
  store i8 %ascii.i369, ptr %digit.at.i366, align 1
  %rest.i370 = udiv i64 %remaining.i364, 10
  %more.not.i371 = icmp ult i64 %remaining.i364, 10
  br i1 %more.not.i371, label %__modlink_format_i64.exit375, label %digit.i372

__modlink_format_i64.exit375:                     ; preds = %digit.i372
  %bits67 = zext i8 %bits59 to i64
  %part71 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %digit.at.i366, ptr %part71, align 8
  %part72 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.7, ptr %part72, align 8
  %end.i377 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i377, align 1
  br label %digit.i386

digit.i386:                                       ; preds = %digit.i386, %__modlink_format_i64.exit375
  %remaining.i378 = phi i64 [ %bits67, %__modlink_format_i64.exit375 ], [ %rest.i384, %digit.i386 ]
  %cursor.i379 = phi ptr [ %end.i377, %__modlink_format_i64.exit375 ], [ %digit.at.i380, %digit.i386 ]
  %digit.at.i380 = getelementptr inbounds i8, ptr %cursor.i379, i64 -1
  %digit1.i381 = urem i64 %remaining.i378, 10
  %digit.byte.i382 = trunc i64 %digit1.i381 to i8
  %ascii.i383 = or i8 %digit.byte.i382, 48
  store i8 %ascii.i383, ptr %digit.at.i380, align 1
  %rest.i384 = udiv i64 %remaining.i378, 10
  %more.not.i385 = icmp ult i64 %remaining.i378, 10
  br i1 %more.not.i385, label %__modlink_format_i64.exit389, label %digit.i386

__modlink_format_i64.exit389:                     ; preds = %digit.i386
  %part74 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i380, ptr %part74, align 8
  %part75 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 4
  store ptr @.str.8, ptr %part75, align 8
  %end.i391 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i391, align 1
  br label %digit.i400

digit.i400:                                       ; preds = %digit.i400, %__modlink_format_i64.exit389
  %remaining.i392 = phi i64 [ %lanes68, %__modlink_format_i64.exit389 ], [ %rest.i398, %digit.i400 ]
  %cursor.i393 = phi ptr [ %end.i391, %__modlink_format_i64.exit389 ], [ %digit.at.i394, %digit.i400 ]
  %digit.at.i394 = getelementptr inbounds i8, ptr %cursor.i393, i64 -1
  %digit1.i395 = urem i64 %remaining.i392, 10
  %digit.byte.i396 = trunc i64 %digit1.i395 to i8
  %ascii.i397 = or i8 %digit.byte.i396, 48
  store i8 %ascii.i397, ptr %digit.at.i394, align 1
  %rest.i398 = udiv i64 %remaining.i392, 10
  %more.not.i399 = icmp ult i64 %remaining.i392, 10
  br i1 %more.not.i399, label %__modlink_format_i64.exit403, label %digit.i400

__modlink_format_i64.exit403:                     ; preds = %digit.i400
  %part77 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 5
  store ptr %digit.at.i394, ptr %part77, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i404

call.i404:                                        ; preds = %__modlink_format_i64.exit403
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check11.ok:                                       ; preds = %check10.ok
  %device.at78 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %B.dltensor, i64 0, i32 1
  %B.device_type = load i32, ptr %device.at78, align 4
  %device.ok79 = icmp eq i32 %B.device_type, 1
  br i1 %device.ok79, label %check12.ok, label %check12.fail

check12.fail:                                     ; preds = %check11.ok
  store ptr @.str.16, ptr %message.parts, align 8
  %6 = tail call i32 @llvm.abs.i32(i32 %B.device_type, i1 false)
  %mag.i406 = zext i32 %6 to i64
  %end.i407 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i407, align 1
  br label %digit.i416

digit.i416:                                       ; preds = %digit.i416, %check12.fail
  %remaining.i408 = phi i64 [ %mag.i406, %check12.fail ], [ %rest.i414, %digit.i416 ]
  %cursor.i409 = phi ptr [ %end.i407, %check12.fail ], [ %digit.at.i410, %digit.i416 ]
  %digit.at.i410 = getelementptr inbounds i8, ptr %cursor.i409, i64 -1
  %digit1.i411 = urem i64 %remaining.i408, 10
  %digit.byte.i412 = trunc i64 %digit1.i411 to i8
  %ascii.i413 = or i8 %digit.byte.i412, 48
  store i8 %ascii.i413, ptr %digit.at.i410, align 1
  %rest.i414 = udiv i64 %remaining.i408, 10
  %more.not.i415 = icmp ult i64 %remaining.i408, 10
  br i1 %more.not.i415, label %digits.done.i418, label %digit.i416

digits.done.i418:                                 ; preds = %digit.i416
  %neg.i417 = icmp slt i32 %B.device_type, 0
  br i1 %neg.i417, label %sign.i420, label %__modlink_format_i64.exit422

sign.i420:                                        ; preds = %digits.done.i418
  %sign.at.i419 = getelementptr inbounds i8, ptr %cursor.i409, i64 -2
  store i8 45, ptr %sign.at.i419, align 1
  br label %__modlink_format_i64.exit422

__modlink_format_i64.exit422:                     ; preds = %digits.done.i418, %sign.i420
  %start.i421 = phi ptr [ %digit.at.i410, %digits.done.i418 ], [ %sign.at.i419, %sign.i420 ]
  %part83 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i421, ptr %part83, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i423

call.i423:                                        ; preds = %__modlink_format_i64.exit422
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check12.ok:                                       ; preds = %check11.ok
  %shape.at84 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %B.dltensor, i64 0, i32 4
  %B.shape = load ptr, ptr %shape.at84, align 8
  %B.shape0 = load i64, ptr %B.shape, align 8
  %extent.ok = icmp eq i64 %B.shape0, %A.shape0
  br i1 %extent.ok, label %check13.ok, label %check13.fail

check13.fail:                                     ; preds = %check12.ok
  store ptr @.str.17, ptr %message.parts, align 8
  %mag.i425 = tail call i64 @llvm.abs.i64(i64 %B.shape0, i1 false)
  %end.i426 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i426, align 1
  br label %digit.i435

digit.i435:                                       ; preds = %digit.i435, %check13.fail
  %remaining.i427 = phi i64 [ %mag.i425, %check13.fail ], [ %rest.i433, %digit.i435 ]
  %cursor.i428 = phi ptr [ %end.i426, %check13.fail ], [ %digit.at.i429, %digit.i435 ]
  %digit.at.i429 = getelementptr inbounds i8, ptr %cursor.i428, i64 -1
  %digit1.i430 = urem i64 %remaining.i427, 10
  %digit.byte.i431 = trunc i64 %digit1.i430 to i8
  %ascii.i432 = or i8 %digit.byte.i431, 48
  store i8 %ascii.i432, ptr %digit.at.i429, align 1
  %rest.i433 = udiv i64 %remaining.i427, 10
  %more.not.i434 = icmp ult i64 %remaining.i427, 10
  br i1 %more.not.i434, label %digits.done.i437, label %digit.i435

digits.done.i437:                                 ; preds = %digit.i435
  %neg.i436 = icmp slt i64 %B.shape0, 0
  br i1 %neg.i436, label %sign.i439, label %__modlink_format_i64.exit441

sign.i439:                                        ; preds = %digits.done.i437
  %sign.at.i438 = getelementptr inbounds i8, ptr %cursor.i428, i64 -2
  store i8 45, ptr %sign.at.i438, align 1
  br label %__modlink_format_i64.exit441

__modlink_format_i64.exit441:                     ; preds = %digits.done.i437, %sign.i439
  %start.i440 = phi ptr [ %digit.at.i429, %digits.done.i437 ], [ %sign.at.i438, %sign.i439 ]
  %part88 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i440, ptr %part88, align 8
  %part89 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.18, ptr %part89, align 8
  %mag.i442 = call i64 @llvm.abs.i64(i64 %A.shape0, i1 false)
  %end.i443 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i443, align 1
  br label %digit.i452

digit.i452:                                       ; preds = %digit.i452, %__modlink_format_i64.exit441
  %remaining.i444 = phi i64 [ %mag.i442, %__modlink_format_i64.exit441 ], [ %rest.i450, %digit.i452 ]
  %cursor.i445 = phi ptr [ %end.i443, %__modlink_format_i64.exit441 ], [ %digit.at.i446, %digit.i452 ]
  %digit.at.i446 = getelementptr inbounds i8, ptr %cursor.i445, i64 -1
  %digit1.i447 = urem i64 %remaining.i444, 10
  %digit.byte.i448 = trunc i64 %digit1.i447 to i8
  %ascii.i449 = or i8 %digit.byte.i448, 48
  store i8 %ascii.i449, ptr %digit.at.i446, align 1
  %rest.i450 = udiv i64 %remaining.i444, 10
  %more.not.i451 = icmp ult i64 %remaining.i444, 10
  br i1 %more.not.i451, label %digits.done.i454, label %digit.i452

digits.done.i454:                                 ; preds = %digit.i452
  %neg.i453 = icmp slt i64 %A.shape0, 0
  br i1 %neg.i453, label %sign.i456, label %__modlink_format_i64.exit458

sign.i456:                                        ; preds = %digits.done.i454
  %sign.at.i455 = getelementptr inbounds i8, ptr %cursor.i445, i64 -2
  store i8 45, ptr %sign.at.i455, align 1
  br label %__modlink_format_i64.exit458

__modlink_format_i64.exit458:                     ; preds = %digits.done.i454, %sign.i456
  %start.i457 = phi ptr [ %digit.at.i446, %digits.done.i454 ], [ %sign.at.i455, %sign.i456 ]
  %part91 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %start.i457, ptr %part91, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i459

call.i459:                                        ; preds = %__modlink_format_i64.exit458
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check13.ok:                                       ; preds = %check12.ok
  %strides.at92 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %B.dltensor, i64 0, i32 5
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
  %data106666 = ptrtoint ptr %data106 to i64
  %byte_offset.at107 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %B.dltensor, i64 0, i32 6
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
  %mag.i461 = tail call i64 @llvm.abs.i64(i64 %B.stride0, i1 false)
  %end.i462 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i462, align 1
  br label %digit.i471

digit.i471:                                       ; preds = %digit.i471, %check14.fail
  %remaining.i463 = phi i64 [ %mag.i461, %check14.fail ], [ %rest.i469, %digit.i471 ]
  %cursor.i464 = phi ptr [ %end.i462, %check14.fail ], [ %digit.at.i465, %digit.i471 ]
  %digit.at.i465 = getelementptr inbounds i8, ptr %cursor.i464, i64 -1
  %digit1.i466 = urem i64 %remaining.i463, 10
  %digit.byte.i467 = trunc i64 %digit1.i466 to i8
  %ascii.i468 = or i8 %digit.byte.i467, 48
  store i8 %ascii.i468, ptr %digit.at.i465, align 1
  %rest.i469 = udiv i64 %remaining.i463, 10
  %more.not.i470 = icmp ult i64 %remaining.i463, 10
  br i1 %more.not.i470, label %digits.done.i473, label %digit.i471

digits.done.i473:                                 ; preds = %digit.i471
  %neg.i472 = icmp slt i64 %B.stride0, 0
  br i1 %neg.i472, label %sign.i475, label %__modlink_format_i64.exit477

sign.i475:                                        ; preds = %digits.done.i473
  %sign.at.i474 = getelementptr inbounds i8, ptr %cursor.i464, i64 -2
  store i8 45, ptr %sign.at.i474, align 1
  br label %__modlink_format_i64.exit477

__modlink_format_i64.exit477:                     ; preds = %digits.done.i473, %sign.i475
  %start.i476 = phi ptr [ %digit.at.i465, %digits.done.i473 ], [ %sign.at.i474, %sign.i475 ]
  %part100 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i476, ptr %part100, align 8
  %part101 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.11, ptr %part101, align 8
  %end.i478 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i478, align 1
  %digit.at.i481 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i481, align 1
  %part103 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i481, ptr %part103, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i491

call.i491:                                        ; preds = %__modlink_format_i64.exit477
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check15.fail:                                     ; preds = %B.strides.done
  store ptr @.str.20, ptr %message.parts, align 8
  %7 = tail call i32 @llvm.abs.i32(i32 %C.type_index, i1 false)
  %mag.i493 = zext i32 %7 to i64
  %end.i494 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i494, align 1
  br label %digit.i503

digit.i503:                                       ; preds = %digit.i503, %check15.fail
  %remaining.i495 = phi i64 [ %mag.i493, %check15.fail ], [ %rest.i501, %digit.i503 ]
  %cursor.i496 = phi ptr [ %end.i494, %check15.fail ], [ %digit.at.i497, %digit.i503 ]
  %digit.at.i497 = getelementptr inbounds i8, ptr %cursor.i496, i64 -1
  %digit1.i498 = urem i64 %remaining.i495, 10
  %digit.byte.i499 = trunc i64 %digit1.i498 to i8
  %ascii.i500 = or i8 %digit.byte.i499, 48
  store i8 %ascii.i500, ptr %digit.at.i497, align 1
  %rest.i501 = udiv i64 %remaining.i495, 10
  %more.not.i502 = icmp ult i64 %remaining.i495, 10
  br i1 %more.not.i502, label %digits.done.i505, label %digit.i503

digits.done.i505:                                 ; preds = %digit.i503
  %neg.i504 = icmp slt i32 %C.type_index, 0
  br i1 %neg.i504, label %sign.i507, label %__modlink_format_i64.exit509

sign.i507:                                        ; preds = %digits.done.i505
  %sign.at.i506 = getelementptr inbounds i8, ptr %cursor.i496, i64 -2
  store i8 45, ptr %sign.at.i506, align 1
  br label %__modlink_format_i64.exit509

__modlink_format_i64.exit509:                     ; preds = %digits.done.i505, %sign.i507
  %start.i508 = phi ptr [ %digit.at.i497, %digits.done.i505 ], [ %sign.at.i506, %sign.i507 ]
  %part118 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i508, ptr %part118, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i510

call.i510:                                        ; preds = %__modlink_format_i64.exit509
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check15.ok:                                       ; preds = %B.strides.done, %B.strides.done, %B.strides.done
  %is109 = icmp eq i32 %C.type_index, 70
  %C.value = getelementptr inbounds i8, ptr %args, i64 40
  %C.ptr = load ptr, ptr %C.value, align 8
  %C.dltensor.idx = select i1 %is109, i64 24, i64 0
  %C.dltensor = getelementptr i8, ptr %C.ptr, i64 %C.dltensor.idx
  %null119.not = icmp eq ptr %C.ptr, null
  br i1 %null119.not, label %check16.fail, label %check16.ok

check16.fail:                                     ; preds = %check15.ok
  store ptr @.str.21, ptr %message.parts, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i512

call.i512:                                        ; preds = %check16.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check16.ok:                                       ; preds = %check15.ok
  %ndim.at122 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %C.dltensor, i64 0, i32 2
  %C.ndim = load i32, ptr %ndim.at122, align 4
  %ndim.ok123 = icmp eq i32 %C.ndim, 1
  br i1 %ndim.ok123, label %check17.ok, label %check17.fail

check17.fail:                                     ; preds = %check16.ok
  store ptr @.str.22, ptr %message.parts, align 8
  %8 = tail call i32 @llvm.abs.i32(i32 %C.ndim, i1 false)
  %mag.i514 = zext i32 %8 to i64
  %end.i515 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i515, align 1
  br label %digit.i524

digit.i524:                                       ; preds = %digit.i524, %check17.fail
  %remaining.i516 = phi i64 [ %mag.i514, %check17.fail ], [ %rest.i522, %digit.i524 ]
  %cursor.i517 = phi ptr [ %end.i515, %check17.fail ], [ %digit.at.i518, %digit.i524 ]
  %digit.at.i518 = getelementptr inbounds i8, ptr %cursor.i517, i64 -1
  %digit1.i519 = urem i64 %remaining.i516, 10
  %digit.byte.i520 = trunc i64 %digit1.i519 to i8
  %ascii.i521 = or i8 %digit.byte.i520, 48
  store i8 %ascii.i521, ptr %digit.at.i518, align 1
  %rest.i522 = udiv i64 %remaining.i516, 10
  %more.not.i523 = icmp ult i64 %remaining.i516, 10
  br i1 %more.not.i523, label %digits.done.i526, label %digit.i524

digits.done.i526:                                 ; preds = %digit.i524
  %neg.i525 = icmp slt i32 %C.ndim, 0
  br i1 %neg.i525, label %sign.i528, label %__modlink_format_i64.exit530

sign.i528:                                        ; preds = %digits.done.i526
  %sign.at.i527 = getelementptr inbounds i8, ptr %cursor.i517, i64 -2
  store i8 45, ptr %sign.at.i527, align 1
  br label %__modlink_format_i64.exit530

__modlink_format_i64.exit530:                     ; preds = %digits.done.i526, %sign.i528
  %start.i529 = phi ptr [ %digit.at.i518, %digits.done.i526 ], [ %sign.at.i527, %sign.i528 ]
  %part127 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i529, ptr %part127, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i531

call.i531:                                        ; preds = %__modlink_format_i64.exit530
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check17.ok:                                       ; preds = %check16.ok
  %dtype.at128 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %C.dltensor, i64 0, i32 3
  %bits.at130 = getelementptr inbounds { i8, i8, i16 }, ptr %dtype.at128, i64 0, i32 1
  %lanes.at131 = getelementptr inbounds { i8, i8, i16 }, ptr %dtype.at128, i64 0, i32 2
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
  %end.i534 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i534, align 1
  br label %digit.i543

digit.i543:                                       ; preds = %digit.i543, %check18.fail
  %remaining.i535 = phi i64 [ %code140, %check18.fail ], [ %rest.i541, %digit.i543 ]
  %cursor.i536 = phi ptr [ %end.i534, %check18.fail ], [ %digit.at.i537, %digit.i543 ]
  %digit.at.i537 = getelementptr inbounds i8, ptr %cursor.i536, i64 -1
  %digit1.i538 = urem i64 %remaining.i535, 10
  %digit.byte.i539 = trunc i64 %digit1.i538 to i8
  %ascii.i540 = or i8 %digit.byte.i539, 48
  store i8 %ascii.i540, ptr %digit.at.i537, align 1
  %rest.i541 = udiv i64 %remaining.i535, 10
  %more.not.i542 = icmp ult i64 %remaining.i535, 10
  br i1 %more.not.i542, label %__modlink_format_i64.exit546, label %digit.i543

__modlink_format_i64.exit546:                     ; preds = %digit.i543
  %bits141 = zext i8 %bits133 to i64
  %part145 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %digit.at.i537, ptr %part145, align 8
  %part146 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.7, ptr %part146, align 8
  %end.i548 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i548, align 1
  br label %digit.i557

digit.i557:                                       ; preds = %digit.i557, %__modlink_format_i64.exit546
  %remaining.i549 = phi i64 [ %bits141, %__modlink_format_i64.exit546 ], [ %rest.i555, %digit.i557 ]
  %cursor.i550 = phi ptr [ %end.i548, %__modlink_format_i64.exit546 ], [ %digit.at.i551, %digit.i557 ]
  %digit.at.i551 = getelementptr inbounds i8, ptr %cursor.i550, i64 -1
  %digit1.i552 = urem i64 %remaining.i549, 10
  %digit.byte.i553 = trunc i64 %digit1.i552 to i8
  %ascii.i554 = or i8 %digit.byte.i553, 48
  store i8 %ascii.i554, ptr %digit.at.i551, align 1
  %rest.i555 = udiv i64 %remaining.i549, 10
  %more.not.i556 = icmp ult i64 %remaining.i549, 10
  br i1 %more.not.i556, label %__modlink_format_i64.exit560, label %digit.i557

__modlink_format_i64.exit560:                     ; preds = %digit.i557
  %part148 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i551, ptr %part148, align 8
  %part149 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 4
  store ptr @.str.8, ptr %part149, align 8
  %end.i562 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i562, align 1
  br label %digit.i571

digit.i571:                                       ; preds = %digit.i571, %__modlink_format_i64.exit560
  %remaining.i563 = phi i64 [ %lanes142, %__modlink_format_i64.exit560 ], [ %rest.i569, %digit.i571 ]
  %cursor.i564 = phi ptr [ %end.i562, %__modlink_format_i64.exit560 ], [ %digit.at.i565, %digit.i571 ]
  %digit.at.i565 = getelementptr inbounds i8, ptr %cursor.i564, i64 -1
  %digit1.i566 = urem i64 %remaining.i563, 10
  %digit.byte.i567 = trunc i64 %digit1.i566 to i8
  %ascii.i568 = or i8 %digit.byte.i567, 48
  store i8 %ascii.i568, ptr %digit.at.i565, align 1
  %rest.i569 = udiv i64 %remaining.i563, 10
  %more.not.i570 = icmp ult i64 %remaining.i563, 10
  br i1 %more.not.i570, label %__modlink_format_i64.exit574, label %digit.i571

__modlink_format_i64.exit574:                     ; preds = %digit.i571
  %part151 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 5
  store ptr %digit.at.i565, ptr %part151, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i575

call.i575:                                        ; preds = %__modlink_format_i64.exit574
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check18.ok:                                       ; preds = %check17.ok
  %device.at152 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %C.dltensor, i64 0, i32 1
  %C.device_type = load i32, ptr %device.at152, align 4
  %device.ok153 = icmp eq i32 %C.device_type, 1
  br i1 %device.ok153, label %check19.ok, label %check19.fail

check19.fail:                                     ; preds = %check18.ok
  store ptr @.str.24, ptr %message.parts, align 8
  %9 = tail call i32 @llvm.abs.i32(i32 %C.device_type, i1 false)
  %mag.i577 = zext i32 %9 to i64
  %end.i578 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i578, align 1
  br label %digit.i587

digit.i587:                                       ; preds = %digit.i587, %check19.fail
  %remaining.i579 = phi i64 [ %mag.i577, %check19.fail ], [ %rest.i585, %digit.i587 ]
  %cursor.i580 = phi ptr [ %end.i578, %check19.fail ], [ %digit.at.i581, %digit.i587 ]
  %digit.at.i581 = getelementptr inbounds i8, ptr %cursor.i580, i64 -1
  %digit1.i582 = urem i64 %remaining.i579, 10
  %digit.byte.i583 = trunc i64 %digit1.i582 to i8
  %ascii.i584 = or i8 %digit.byte.i583, 48
  store i8 %ascii.i584, ptr %digit.at.i581, align 1
  %rest.i585 = udiv i64 %remaining.i579, 10
  %more.not.i586 = icmp ult i64 %remaining.i579, 10
  br i1 %more.not.i586, label %digits.done.i589, label %digit.i587

digits.done.i589:                                 ; preds = %digit.i587
  %neg.i588 = icmp slt i32 %C.device_type, 0
  br i1 %neg.i588, label %sign.i591, label %__modlink_format_i64.exit593

sign.i591:                                        ; preds = %digits.done.i589
  %sign.at.i590 = getelementptr inbounds i8, ptr %cursor.i580, i64 -2
  store i8 45, ptr %sign.at.i590, align 1
  br label %__modlink_format_i64.exit593

__modlink_format_i64.exit593:                     ; preds = %digits.done.i589, %sign.i591
  %start.i592 = phi ptr [ %digit.at.i581, %digits.done.i589 ], [ %sign.at.i590, %sign.i591 ]
  %part157 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i592, ptr %part157, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i594

call.i594:                                        ; preds = %__modlink_format_i64.exit593
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check19.ok:                                       ; preds = %check18.ok
  %shape.at158 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %C.dltensor, i64 0, i32 4
  %C.shape = load ptr, ptr %shape.at158, align 8
  %C.shape0 = load i64, ptr %C.shape, align 8
  %extent.ok160 = icmp eq i64 %C.shape0, %A.shape0
  br i1 %extent.ok160, label %check20.ok, label %check20.fail

check20.fail:                                     ; preds = %check19.ok
  store ptr @.str.25, ptr %message.parts, align 8
  %mag.i596 = tail call i64 @llvm.abs.i64(i64 %C.shape0, i1 false)
  %end.i597 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i597, align 1
  br label %digit.i606

digit.i606:                                       ; preds = %digit.i606, %check20.fail
  %remaining.i598 = phi i64 [ %mag.i596, %check20.fail ], [ %rest.i604, %digit.i606 ]
  %cursor.i599 = phi ptr [ %end.i597, %check20.fail ], [ %digit.at.i600, %digit.i606 ]
  %digit.at.i600 = getelementptr inbounds i8, ptr %cursor.i599, i64 -1
  %digit1.i601 = urem i64 %remaining.i598, 10
  %digit.byte.i602 = trunc i64 %digit1.i601 to i8
  %ascii.i603 = or i8 %digit.byte.i602, 48
  store i8 %ascii.i603, ptr %digit.at.i600, align 1
  %rest.i604 = udiv i64 %remaining.i598, 10
  %more.not.i605 = icmp ult i64 %remaining.i598, 10
  br i1 %more.not.i605, label %digits.done.i608, label %digit.i606

digits.done.i608:                                 ; preds = %digit.i606
  %neg.i607 = icmp slt i64 %C.shape0, 0
  br i1 %neg.i607, label %sign.i610, label %__modlink_format_i64.exit612

sign.i610:                                        ; preds = %digits.done.i608
  %sign.at.i609 = getelementptr inbounds i8, ptr %cursor.i599, i64 -2
  store i8 45, ptr %sign.at.i609, align 1
  br label %__modlink_format_i64.exit612

__modlink_format_i64.exit612:                     ; preds = %digits.done.i608, %sign.i610
  %start.i611 = phi ptr [ %digit.at.i600, %digits.done.i608 ], [ %sign.at.i609, %sign.i610 ]
  %part163 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i611, ptr %part163, align 8
  %part164 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.18, ptr %part164, align 8
  %mag.i613 = call i64 @llvm.abs.i64(i64 %A.shape0, i1 false)
  %end.i614 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i614, align 1
  br label %digit.i623

digit.i623:                                       ; preds = %digit.i623, %__modlink_format_i64.exit612
  %remaining.i615 = phi i64 [ %mag.i613, %__modlink_format_i64.exit612 ], [ %rest.i621, %digit.i623 ]
  %cursor.i616 = phi ptr [ %end.i614, %__modlink_format_i64.exit612 ], [ %digit.at.i617, %digit.i623 ]
  %digit.at.i617 = getelementptr inbounds i8, ptr %cursor.i616, i64 -1
  %digit1.i618 = urem i64 %remaining.i615, 10
  %digit.byte.i619 = trunc i64 %digit1.i618 to i8
  %ascii.i620 = or i8 %digit.byte.i619, 48
  store i8 %ascii.i620, ptr %digit.at.i617, align 1
  %rest.i621 = udiv i64 %remaining.i615, 10
  %more.not.i622 = icmp ult i64 %remaining.i615, 10
  br i1 %more.not.i622, label %digits.done.i625, label %digit.i623

digits.done.i625:                                 ; preds = %digit.i623
  %neg.i624 = icmp slt i64 %A.shape0, 0
  br i1 %neg.i624, label %sign.i627, label %__modlink_format_i64.exit629

sign.i627:                                        ; preds = %digits.done.i625
  %sign.at.i626 = getelementptr inbounds i8, ptr %cursor.i616, i64 -2
  store i8 45, ptr %sign.at.i626, align 1
  br label %__modlink_format_i64.exit629

__modlink_format_i64.exit629:                     ; preds = %digits.done.i625, %sign.i627
  %start.i628 = phi ptr [ %digit.at.i617, %digits.done.i625 ], [ %sign.at.i626, %sign.i627 ]
  %part166 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %start.i628, ptr %part166, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i630

call.i630:                                        ; preds = %__modlink_format_i64.exit629
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check20.ok:                                       ; preds = %check19.ok
  %strides.at167 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %C.dltensor, i64 0, i32 5
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
  %data181664 = ptrtoint ptr %data181 to i64
  %byte_offset.at182 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %C.dltensor, i64 0, i32 6
  %byte_offset183 = load i64, ptr %byte_offset.at182, align 8
  %C.data = getelementptr i8, ptr %data181, i64 %byte_offset183
  %more1.i = icmp sgt i64 %A.shape0, 0
  br i1 %more1.i, label %for.i.body.i.preheader, label %common.ret

for.i.body.i.preheader:                           ; preds = %C.strides.done
  %min.iters.check = icmp ult i64 %A.shape0, 16
  br i1 %min.iters.check, label %for.i.body.i.preheader671, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.i.body.i.preheader
  %10 = add i64 %byte_offset183, %data181664
  %11 = add i64 %byte_offset, %data665
  %12 = sub i64 %10, %11
  %diff.check = icmp ult i64 %12, 64
  %13 = add i64 %byte_offset108, %data106666
  %14 = sub i64 %10, %13
  %diff.check667 = icmp ult i64 %14, 64
  %conflict.rdx = or i1 %diff.check, %diff.check667
  br i1 %conflict.rdx, label %for.i.body.i.preheader671, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %A.shape0, -16
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %15 = getelementptr inbounds float, ptr %C.data, i64 %index
  %16 = getelementptr inbounds float, ptr %A.data, i64 %index
  %wide.load = load <8 x float>, ptr %16, align 4
  %17 = getelementptr inbounds float, ptr %16, i64 8
  %wide.load668 = load <8 x float>, ptr %17, align 4
  %18 = getelementptr inbounds float, ptr %B.data, i64 %index
  %wide.load669 = load <8 x float>, ptr %18, align 4
  %19 = getelementptr inbounds float, ptr %18, i64 8
  %wide.load670 = load <8 x float>, ptr %19, align 4
  %20 = fadd <8 x float> %wide.load, %wide.load669
  %21 = fadd <8 x float> %wide.load668, %wide.load670
  store <8 x float> %20, ptr %15, align 4
  %22 = getelementptr inbounds float, ptr %15, i64 8
  store <8 x float> %21, ptr %22, align 4
  %index.next = add nuw i64 %index, 16
  %23 = icmp eq i64 %index.next, %n.vec
  br i1 %23, label %middle.block, label %vector.body, !llvm.loop !6

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %A.shape0, %n.vec
  br i1 %cmp.n, label %common.ret, label %for.i.body.i.preheader671

for.i.body.i.preheader671:                        ; preds = %vector.memcheck, %for.i.body.i.preheader, %middle.block
  %i.addr.02.i.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.i.body.i.preheader ], [ %n.vec, %middle.block ]
  %24 = xor i64 %i.addr.02.i.ph, -1
  %25 = add i64 %A.shape0, %24
  %xtraiter = and i64 %A.shape0, 3
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.i.body.i.prol.loopexit, label %for.i.body.i.prol

for.i.body.i.prol:                                ; preds = %for.i.body.i.preheader671, %for.i.body.i.prol
  %i.addr.02.i.prol = phi i64 [ %i.next.i.prol, %for.i.body.i.prol ], [ %i.addr.02.i.ph, %for.i.body.i.preheader671 ]
  %prol.iter = phi i64 [ %prol.iter.next, %for.i.body.i.prol ], [ 0, %for.i.body.i.preheader671 ]
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

for.i.body.i.prol.loopexit:                       ; preds = %for.i.body.i.prol, %for.i.body.i.preheader671
  %i.addr.02.i.unr = phi i64 [ %i.addr.02.i.ph, %for.i.body.i.preheader671 ], [ %i.next.i.prol, %for.i.body.i.prol ]
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
  %mag.i632 = tail call i64 @llvm.abs.i64(i64 %C.stride0, i1 false)
  %end.i633 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i633, align 1
  br label %digit.i642

digit.i642:                                       ; preds = %digit.i642, %check21.fail
  %remaining.i634 = phi i64 [ %mag.i632, %check21.fail ], [ %rest.i640, %digit.i642 ]
  %cursor.i635 = phi ptr [ %end.i633, %check21.fail ], [ %digit.at.i636, %digit.i642 ]
  %digit.at.i636 = getelementptr inbounds i8, ptr %cursor.i635, i64 -1
  %digit1.i637 = urem i64 %remaining.i634, 10
  %digit.byte.i638 = trunc i64 %digit1.i637 to i8
  %ascii.i639 = or i8 %digit.byte.i638, 48
  store i8 %ascii.i639, ptr %digit.at.i636, align 1
  %rest.i640 = udiv i64 %remaining.i634, 10
  %more.not.i641 = icmp ult i64 %remaining.i634, 10
  br i1 %more.not.i641, label %digits.done.i644, label %digit.i642

digits.done.i644:                                 ; preds = %digit.i642
  %neg.i643 = icmp slt i64 %C.stride0, 0
  br i1 %neg.i643, label %sign.i646, label %__modlink_format_i64.exit648

sign.i646:                                        ; preds = %digits.done.i644
  %sign.at.i645 = getelementptr inbounds i8, ptr %cursor.i635, i64 -2
  store i8 45, ptr %sign.at.i645, align 1
  br label %__modlink_format_i64.exit648

__modlink_format_i64.exit648:                     ; preds = %digits.done.i644, %sign.i646
  %start.i647 = phi ptr [ %digit.at.i636, %digits.done.i644 ], [ %sign.at.i645, %sign.i646 ]
  %part175 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i647, ptr %part175, align 8
  %part176 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.11, ptr %part176, align 8
  %end.i649 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i649, align 1
  %digit.at.i652 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i652, align 1
  %part178 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i652, ptr %part178, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i662

call.i662:                                        ; preds = %__modlink_format_i64.exit648
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
