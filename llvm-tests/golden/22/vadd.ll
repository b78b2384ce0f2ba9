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
define noundef i32 @vadd_c(ptr readonly captures(none) %A, ptr readonly captures(none) %B, ptr writeonly captures(none) %C, i64 %n) local_unnamed_addr #0 {
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
  %2 = getelementptr inbounds nuw float, ptr %C, i64 %index
  %3 = getelementptr inbounds nuw float, ptr %A, i64 %index
  %4 = getelementptr inbounds nuw i8, ptr %3, i64 32
  %wide.load = load <8 x float>, ptr %3, align 4
  %wide.load7 = load <8 x float>, ptr %4, align 4
  %5 = getelementptr inbounds nuw float, ptr %B, i64 %index
  %6 = getelementptr inbounds nuw i8, ptr %5, i64 32
  %wide.load8 = load <8 x float>, ptr %5, align 4
  %wide.load9 = load <8 x float>, ptr %6, align 4
  %7 = fadd <8 x float> %wide.load, %wide.load8
  %8 = fadd <8 x float> %wide.load7, %wide.load9
  %9 = getelementptr inbounds nuw i8, ptr %2, i64 32
  store <8 x float> %7, ptr %2, align 4
  store <8 x float> %8, ptr %9, align 4
  %index.next = add nuw i64 %index, 16
  %10 = icmp eq i64 %index.next, %n.vec
  br i1 %10, label %middle.block, label %vector.body, !llvm.loop !0

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n, %n.vec
  br i1 %cmp.n, label %for.i.end, label %for.i.body.preheader10

for.i.body.preheader10:                           ; preds = %vector.memcheck, %for.i.body.preheader, %middle.block
  %i.addr.02.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.i.body.preheader ], [ %n.vec, %middle.block ]
  %xtraiter = and i64 %n, 3
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.i.body.prol.loopexit, label %for.i.body.prol

for.i.body.prol:                                  ; preds = %for.i.body.preheader10, %for.i.body.prol
  %i.addr.02.prol = phi i64 [ %i.next.prol, %for.i.body.prol ], [ %i.addr.02.ph, %for.i.body.preheader10 ]
  %prol.iter = phi i64 [ %prol.iter.next, %for.i.body.prol ], [ 0, %for.i.body.preheader10 ]
  %C.addr.prol = getelementptr inbounds nuw float, ptr %C, i64 %i.addr.02.prol
  %A.addr.prol = getelementptr inbounds nuw float, ptr %A, i64 %i.addr.02.prol
  %A.elem.prol = load float, ptr %A.addr.prol, align 4
  %B.addr.prol = getelementptr inbounds nuw float, ptr %B, i64 %i.addr.02.prol
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
  %C.addr = getelementptr inbounds nuw float, ptr %C, i64 %i.addr.02
  %A.addr = getelementptr inbounds nuw float, ptr %A, i64 %i.addr.02
  %A.elem = load float, ptr %A.addr, align 4
  %B.addr = getelementptr inbounds nuw float, ptr %B, i64 %i.addr.02
  %B.elem = load float, ptr %B.addr, align 4
  %add = fadd float %A.elem, %B.elem
  store float %add, ptr %C.addr, align 4
  %i.next = add nuw nsw i64 %i.addr.02, 1
  %C.addr.1 = getelementptr inbounds nuw float, ptr %C, i64 %i.next
  %A.addr.1 = getelementptr inbounds nuw float, ptr %A, i64 %i.next
  %A.elem.1 = load float, ptr %A.addr.1, align 4
  %B.addr.1 = getelementptr inbounds nuw float, ptr %B, i64 %i.next
  %B.elem.1 = load float, ptr %B.addr.1, align 4
  %add.1 = fadd float %A.elem.1, %B.elem.1
  store float %add.1, ptr %C.addr.1, align 4
  %i.next.1 = add nuw nsw i64 %i.addr.02, 2
  %C.addr.2 = getelementptr inbounds nuw float, ptr %C, i64 %i.next.1
  %A.addr.2 = getelementptr inbounds nuw float, ptr %A, i64 %i.next.1
  %A.elem.2 = load float, ptr %A.addr.2, align 4
  %B.addr.2 = getelementptr inbounds nuw float, ptr %B, i64 %i.next.1
  %B.elem.2 = load float, ptr %B.addr.2, align 4
  %add.2 = fadd float %A.elem.2, %B.elem.2
  store float %add.2, ptr %C.addr.2, align 4
  %i.next.2 = add nuw nsw i64 %i.addr.02, 3
  %C.addr.3 = getelementptr inbounds nuw float, ptr %C, i64 %i.next.2
  %A.addr.3 = getelementptr inbounds nuw float, ptr %A, i64 %i.next.2
  %A.elem.3 = load float, ptr %A.addr.3, align 4
  %B.addr.3 = getelementptr inbounds nuw float, ptr %B, i64 %i.next.2
  %B.elem.3 = load float, ptr %B.addr.3, align 4
  %add.3 = fadd float %A.elem.3, %B.elem.3
  store float %add.3, ptr %C.addr.3, align 4
  %i.next.3 = add nuw nsw i64 %i.addr.02, 4
  %exitcond.not.3 = icmp eq i64 %i.next.3, %n
  br i1 %exitcond.not.3, label %for.i.end, label %for.i.body, !llvm.loop !5

for.i.end:                                        ; preds = %for.i.body.prol.loopexit, %for.i.body, %middle.block, %entry
  ret i32 0
}

define range(i32 -1, 1) i32 @__tvm_ffi_vadd(ptr readnone captures(none) %self, ptr readonly captures(none) %args, i32 %num_args, ptr readnone captures(none) %result) local_unnamed_addr {
entry:
  %message.parts = alloca [16 x ptr], align 8
  %message.digits0 = alloca [24 x i8], align 1
  %message.digits1 = alloca [24 x i8], align 1
  %message.digits2 = alloca [24 x i8], align 1
  %argc.ok = icmp eq i32 %num_args, 3
  br i1 %argc.ok, label %check1.ok, label %check1.fail

common.ret:                                       ; preds = %for.i.body.i.prol.loopexit, %for.i.body.i, %middle.block, %call.i701, %__modlink_format_i64.exit687, %C.strides.done, %call.i669, %__modlink_format_i64.exit667, %call.i632, %__modlink_format_i64.exit630, %call.i612, %__modlink_format_i64.exit610, %call.i558, %__modlink_format_i64.exit556, %call.i538, %check16.fail, %call.i535, %__modlink_format_i64.exit533, %call.i515, %__modlink_format_i64.exit501, %call.i483, %__modlink_format_i64.exit481, %call.i446, %__modlink_format_i64.exit444, %call.i426, %__modlink_format_i64.exit424, %call.i372, %__modlink_format_i64.exit370, %call.i352, %check9.fail, %call.i349, %__modlink_format_i64.exit347, %call.i329, %__modlink_format_i64.exit315, %call.i297, %__modlink_format_i64.exit295, %call.i277, %__modlink_format_i64.exit275, %call.i223, %__modlink_format_i64.exit221, %call.i203, %check3.fail, %call.i200, %__modlink_format_i64.exit198, %call.i, %__modlink_format_i64.exit
  %common.ret.op = phi i32 [ -1, %call.i701 ], [ -1, %call.i ], [ -1, %call.i200 ], [ -1, %call.i203 ], [ -1, %call.i223 ], [ -1, %call.i277 ], [ -1, %call.i297 ], [ -1, %call.i329 ], [ -1, %call.i349 ], [ -1, %call.i352 ], [ -1, %call.i372 ], [ -1, %call.i426 ], [ -1, %call.i446 ], [ -1, %call.i483 ], [ -1, %call.i515 ], [ -1, %call.i535 ], [ -1, %call.i538 ], [ -1, %call.i558 ], [ -1, %call.i612 ], [ -1, %call.i632 ], [ -1, %call.i669 ], [ -1, %__modlink_format_i64.exit ], [ -1, %__modlink_format_i64.exit198 ], [ -1, %check3.fail ], [ -1, %__modlink_format_i64.exit221 ], [ -1, %__modlink_format_i64.exit275 ], [ -1, %__modlink_format_i64.exit295 ], [ -1, %__modlink_format_i64.exit315 ], [ -1, %__modlink_format_i64.exit347 ], [ -1, %check9.fail ], [ -1, %__modlink_format_i64.exit370 ], [ -1, %__modlink_format_i64.exit424 ], [ -1, %__modlink_format_i64.exit444 ], [ -1, %__modlink_format_i64.exit481 ], [ -1, %__modlink_format_i64.exit501 ], [ -1, %__modlink_format_i64.exit533 ], [ -1, %check16.fail ], [ -1, %__modlink_format_i64.exit556 ], [ -1, %__modlink_format_i64.exit610 ], [ -1, %__modlink_format_i64.exit630 ], [ -1, %__modlink_format_i64.exit667 ], [ 0, %C.strides.done ], [ -1, %__modlink_format_i64.exit687 ], [ 0, %middle.block ], [ 0, %for.i.body.i ], [ 0, %for.i.body.i.prol.loopexit ]
  ret i32 %common.ret.op

check1.fail:                                      ; preds = %entry
  store ptr @.str.0, ptr %message.parts, align 8
  %0 = tail call i32 @llvm.abs.i32(i32 %num_args, i1 false)
  %mag.i = zext i32 %0 to i64
  %end.i = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
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
  %more.not.i = icmp samesign ult i64 %remaining.i, 10
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
  %part1 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
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
  %mag.i182 = zext i32 %1 to i64
  %end.i183 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i183, align 1
  br label %digit.i184

digit.i184:                                       ; preds = %digit.i184, %check2.fail
  %remaining.i185 = phi i64 [ %mag.i182, %check2.fail ], [ %rest.i191, %digit.i184 ]
  %cursor.i186 = phi ptr [ %end.i183, %check2.fail ], [ %digit.at.i187, %digit.i184 ]
  %digit.at.i187 = getelementptr inbounds i8, ptr %cursor.i186, i64 -1
  %digit1.i188 = urem i64 %remaining.i185, 10
  %digit.byte.i189 = trunc nuw nsw i64 %digit1.i188 to i8
  %ascii.i190 = or disjoint i8 %digit.byte.i189, 48
  store i8 %ascii.i190, ptr %digit.at.i187, align 1
  %rest.i191 = udiv i64 %remaining.i185, 10
  %more.not.i192 = icmp samesign ult i64 %remaining.i185, 10
  br i1 %more.not.i192, label %digits.done.i193, label %digit.i184

digits.done.i193:                                 ; preds = %digit.i184
  %neg.i194 = icmp slt i32 %A.type_index, 0
  br i1 %neg.i194, label %sign.i196, label %__modlink_format_i64.exit198

sign.i196:                                        ; preds = %digits.done.i193
  %sign.at.i197 = getelementptr inbounds i8, ptr %cursor.i186, i64 -2
  store i8 45, ptr %sign.at.i197, align 1
  br label %__modlink_format_i64.exit198

__modlink_format_i64.exit198:                     ; preds = %digits.done.i193, %sign.i196
  %start.i195 = phi ptr [ %digit.at.i187, %digits.done.i193 ], [ %sign.at.i197, %sign.i196 ]
  %part6 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i195, ptr %part6, align 8
  %missing.i199 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i199, label %common.ret, label %call.i200

call.i200:                                        ; preds = %__modlink_format_i64.exit198
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check2.ok:                                        ; preds = %check1.ok, %check1.ok, %check1.ok
  %is3 = icmp eq i32 %A.type_index, 70
  %A.value = getelementptr inbounds nuw i8, ptr %args, i64 8
  %A.ptr = load ptr, ptr %A.value, align 8
  %A.dltensor.idx = select i1 %is3, i64 24, i64 0
  %A.dltensor = getelementptr inbounds nuw i8, ptr %A.ptr, i64 %A.dltensor.idx
  %null.not = icmp eq ptr %A.ptr, null
  br i1 %null.not, label %check3.fail, label %check3.ok

check3.fail:                                      ; preds = %check2.ok
  store ptr @.str.4, ptr %message.parts, align 8
  %missing.i202 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i202, label %common.ret, label %call.i203

call.i203:                                        ; preds = %check3.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check3.ok:                                        ; preds = %check2.ok
  %ndim.at = getelementptr inbounds nuw i8, ptr %A.dltensor, i64 16
  %A.ndim = load i32, ptr %ndim.at, align 4
  %ndim.ok = icmp eq i32 %A.ndim, 1
  br i1 %ndim.ok, label %check4.ok, label %check4.fail

check4.fail:                                      ; preds = %check3.ok
  store ptr @.str.5, ptr %message.parts, align 8
  %2 = tail call i32 @llvm.abs.i32(i32 %A.ndim, i1 false)
  %mag.i205 = zext i32 %2 to i64
  %end.i206 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i206, align 1
  br label %digit.i207

digit.i207:                                       ; preds = %digit.i207, %check4.fail
  %remaining.i208 = phi i64 [ %mag.i205, %check4.fail ], [ %rest.i214, %digit.i207 ]
  %cursor.i209 = phi ptr [ %end.i206, %check4.fail ], [ %digit.at.i210, %digit.i207 ]
  %digit.at.i210 = getelementptr inbounds i8, ptr %cursor.i209, i64 -1
  %digit1.i211 = urem i64 %remaining.i208, 10
  %digit.byte.i212 = trunc nuw nsw i64 %digit1.i211 to i8
  %ascii.i213 = or disjoint i8 %digit.byte.i212, 48
  store i8 %ascii.i213, ptr %digit.at.i210, align 1
  %rest.i214 = udiv i64 %remaining.i208, 10
  %more.not.i215 = icmp samesign ult i64 %remaining.i208, 10
  br i1 %more.not.i215, label %digits.done.i216, label %digit.i207

digits.done.i216:                                 ; preds = %digit.i207
  %neg.i217 = icmp slt i32 %A.ndim, 0
  br i1 %neg.i217, label %sign.i219, label %__modlink_format_i64.exit221

sign.i219:                                        ; preds = %digits.done.i216
  %sign.at.i220 = getelementptr inbounds i8, ptr %cursor.i209, i64 -2
  store i8 45, ptr %sign.at.i220, align 1
  br label %__modlink_format_i64.exit221

__modlink_format_i64.exit221:                     ; preds = %digits.done.i216, %sign.i219
  %start.i218 = phi ptr [ %digit.at.i210, %digits.done.i216 ], [ %sign.at.i220, %sign.i219 ]
  %part10 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i218, ptr %part10, align 8
  %missing.i222 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i222, label %common.ret, label %call.i223

call.i223:                                        ; preds = %__modlink_format_i64.exit221
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check4.ok:                                        ; preds = %check3.ok
  %dtype.at = getelementptr inbounds nuw i8, ptr %A.dltensor, i64 20
  %bits.at = getelementptr inbounds nuw i8, ptr %A.dltensor, i64 21
  %lanes.at = getelementptr inbounds nuw i8, ptr %A.dltensor, i64 22
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
  %code12 = zext i8 %code to i64
  store ptr @.str.6, ptr %message.parts, align 8
  %end.i226 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i226, align 1
  br label %digit.i227

digit.i227:                                       ; preds = %digit.i227, %check5.fail
  %remaining.i228 = phi i64 [ %code12, %check5.fail ], [ %rest.i234, %digit.i227 ]
  %cursor.i229 = phi ptr [ %end.i226, %check5.fail ], [ %digit.at.i230, %digit.i227 ]
  %digit.at.i230 = getelementptr inbounds i8, ptr %cursor.i229, i64 -1
  %digit1.i231 = urem i64 %remaining.i228, 10
  %digit.byte.i232 = trunc nuw nsw i64 %digit1.i231 to i8
  %ascii.i233 = or disjoint i8 %digit.byte.i232, 48
  store i8 %ascii.i233, ptr %digit.at.i230, align 1
  %rest.i234 = udiv i64 %remaining.i228, 10
  %more.not.i235 = icmp samesign ult i64 %remaining.i228, 10
  br i1 %more.not.i235, label %__modlink_format_i64.exit241, label %digit.i227

__modlink_format_i64.exit241:                     ; preds = %digit.i227
  %bits13 = zext i8 %bits to i64
  %part17 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %digit.at.i230, ptr %part17, align 8
  %part18 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.7, ptr %part18, align 8
  %end.i243 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i243, align 1
  br label %digit.i244

digit.i244:                                       ; preds = %digit.i244, %__modlink_format_i64.exit241
  %remaining.i245 = phi i64 [ %bits13, %__modlink_format_i64.exit241 ], [ %rest.i251, %digit.i244 ]
  %cursor.i246 = phi ptr [ %end.i243, %__modlink_format_i64.exit241 ], [ %digit.at.i247, %digit.i244 ]
  %digit.at.i247 = getelementptr inbounds i8, ptr %cursor.i246, i64 -1
  %digit1.i248 = urem i64 %remaining.i245, 10
  %digit.byte.i249 = trunc nuw nsw i64 %digit1.i248 to i8
  %ascii.i250 = or disjoint i8 %digit.byte.i249, 48
  store i8 %ascii.i250, ptr %digit.at.i247, align 1
  %rest.i251 = udiv i64 %remaining.i245, 10
  %more.not.i252 = icmp samesign ult i64 %remaining.i245, 10
  br i1 %more.not.i252, label %__modlink_format_i64.exit258, label %digit.i244

__modlink_format_i64.exit258:                     ; preds = %digit.i244
  %lanes14 = zext i16 %lanes to i64
  %part20 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i247, ptr %part20, align 8
  %part21 = getelementptr inbounds nuw i8, ptr %message.parts, i64 32
  store ptr @.str.8, ptr %part21, align 8
  %end.i260 = getelementptr inbounds nuw i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i260, align 1
  br label %digit.i261

digit.i261:                                       ; preds = %digit.i261, %__modlink_format_i64.exit258
  %remaining.i262 = phi i64 [ %lanes14, %__modlink_format_i64.exit258 ], [ %rest.i268, %digit.i261 ]
  %cursor.i263 = phi ptr [ %end.i260, %__modlink_format_i64.exit258 ], [ %digit.at.i264, %digit.i261 ]
  %digit.at.i264 = getelementptr inbounds i8, ptr %cursor.i263, i64 -1
  %digit1.i265 = urem i64 %remaining.i262, 10
  %digit.byte.i266 = trunc nuw nsw i64 %digit1.i265 to i8
  %ascii.i267 = or disjoint i8 %digit.byte.i266, 48
  store i8 %ascii.i267, ptr %digit.at.i264, align 1
  %rest.i268 = udiv i64 %remaining.i262, 10
  %more.not.i269 = icmp samesign ult i64 %remaining.i262, 10
  br i1 %more.not.i269, label %__modlink_format_i64.exit275, label %digit.i261

__modlink_format_i64.exit275:                     ; preds = %digit.i261
  %part23 = getelementptr inbounds nuw i8, ptr %message.parts, i64 40
  store ptr %digit.at.i264, ptr %part23, align 8
  %missing.i276 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i276, label %common.ret, label %call.i277

call.i277:                                        ; preds = %__modlink_format_i64.exit275
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check5.ok:                                        ; preds = %check4.ok
  %device.at = getelementptr inbounds nuw i8, ptr %A.dltensor, i64 8
  %A.device_type = load i32, ptr %device.at, align 4
  %device.ok = icmp eq i32 %A.device_type, 1
  br i1 %device.ok, label %check6.ok, label %check6.fail

check6.fail:                                      ; preds = %check5.ok
  store ptr @.str.9, ptr %message.parts, align 8
  %3 = tail call i32 @llvm.abs.i32(i32 %A.device_type, i1 false)
  %mag.i279 = zext i32 %3 to i64
  %end.i280 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i280, align 1
  br label %digit.i281

digit.i281:                                       ; preds = %digit.i281, %check6.fail
  %remaining.i282 = phi i64 [ %mag.i279, %check6.fail ], [ %rest.i288, %digit.i281 ]
  %cursor.i283 = phi ptr [ %end.i280, %check6.fail ], [ %digit.at.i284, %digit.i281 ]
  %digit.at.i284 = getelementptr inbounds i8, ptr %cursor.i283, i64 -1
  %digit1.i285 = urem i64 %remaining.i282, 10
  %digit.byte.i286 = trunc nuw nsw i64 %digit1.i285 to i8
  %ascii.i287 = or disjoint i8 %digit.byte.i286, 48
  store i8 %ascii.i287, ptr %digit.at.i284, align 1
  %rest.i288 = udiv i64 %remaining.i282, 10
  %more.not.i289 = icmp samesign ult i64 %remaining.i282, 10
  br i1 %more.not.i289, label %digits.done.i290, label %digit.i281

digits.done.i290:                                 ; preds = %digit.i281
  %neg.i291 = icmp slt i32 %A.device_type, 0
  br i1 %neg.i291, label %sign.i293, label %__modlink_format_i64.exit295

sign.i293:                                        ; preds = %digits.done.i290
  %sign.at.i294 = getelementptr inbounds i8, ptr %cursor.i283, i64 -2
  store i8 45, ptr %sign.at.i294, align 1
  br label %__modlink_format_i64.exit295

__modlink_format_i64.exit295:                     ; preds = %digits.done.i290, %sign.i293
  %start.i292 = phi ptr [ %digit.at.i284, %digits.done.i290 ], [ %sign.at.i294, %sign.i293 ]
  %part26 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i292, ptr %part26, align 8
  %missing.i296 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i296, label %common.ret, label %call.i297

call.i297:                                        ; preds = %__modlink_format_i64.exit295
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check6.ok:                                        ; preds = %check5.ok
  %shape.at = getelementptr inbounds nuw i8, ptr %A.dltensor, i64 24
  %A.shape = load ptr, ptr %shape.at, align 8
  %A.shape0 = load i64, ptr %A.shape, align 8
  %strides.at = getelementptr inbounds nuw i8, ptr %A.dltensor, i64 32
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
  %data704 = ptrtoint ptr %data to i64
  %byte_offset.at = getelementptr inbounds nuw i8, ptr %A.dltensor, i64 40
  %byte_offset = load i64, ptr %byte_offset.at, align 8
  %A.data = getelementptr i8, ptr %data, i64 %byte_offset
  %B.any = getelementptr inbounds nuw i8, ptr %args, i64 16
  %B.type_index = load i32, ptr %B.any, align 4
  switch i32 %B.type_index, label %check8.fail [
    i32 70, label %check8.ok
    i32 7, label %check8.ok
    i32 4, label %check8.ok
  ]

check7.fail:                                      ; preds = %A.strides.check
  store ptr @.str.10, ptr %message.parts, align 8
  %mag.i299 = tail call i64 @llvm.abs.i64(i64 %A.stride0, i1 false)
  %end.i300 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i300, align 1
  br label %digit.i301

digit.i301:                                       ; preds = %digit.i301, %check7.fail
  %remaining.i302 = phi i64 [ %mag.i299, %check7.fail ], [ %rest.i308, %digit.i301 ]
  %cursor.i303 = phi ptr [ %end.i300, %check7.fail ], [ %digit.at.i304, %digit.i301 ]
  %digit.at.i304 = getelementptr inbounds i8, ptr %cursor.i303, i64 -1
  %digit1.i305 = urem i64 %remaining.i302, 10
  %digit.byte.i306 = trunc nuw nsw i64 %digit1.i305 to i8
  %ascii.i307 = or disjoint i8 %digit.byte.i306, 48
  store i8 %ascii.i307, ptr %digit.at.i304, align 1
  %rest.i308 = udiv i64 %remaining.i302, 10
  %more.not.i309 = icmp ult i64 %remaining.i302, 10
  br i1 %more.not.i309, label %digits.done.i310, label %digit.i301

digits.done.i310:                                 ; preds = %digit.i301
  %neg.i311 = icmp slt i64 %A.stride0, 0
  br i1 %neg.i311, label %sign.i313, label %__modlink_format_i64.exit315

sign.i313:                                        ; preds = %digits.done.i310
  %sign.at.i314 = getelementptr inbounds i8, ptr %cursor.i303, i64 -2
  store i8 45, ptr %sign.at.i314, align 1
  br label %__modlink_format_i64.exit315

__modlink_format_i64.exit315:                     ; preds = %digits.done.i310, %sign.i313
  %start.i312 = phi ptr [ %digit.at.i304, %digits.done.i310 ], [ %sign.at.i314, %sign.i313 ]
  %part30 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i312, ptr %part30, align 8
  %part31 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.11, ptr %part31, align 8
  %end.i316 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i316, align 1
  %digit.at.i320 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i320, align 1
  %part33 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i320, ptr %part33, align 8
  %missing.i328 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i328, label %common.ret, label %call.i329

call.i329:                                        ; preds = %__modlink_format_i64.exit315
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check8.fail:                                      ; preds = %A.strides.done
  store ptr @.str.12, ptr %message.parts, align 8
  %4 = tail call i32 @llvm.abs.i32(i32 %B.type_index, i1 false)
  %mag.i331 = zext i32 %4 to i64
  %end.i332 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i332, align 1
  br label %digit.i333

digit.i333:                                       ; preds = %digit.i333, %check8.fail
  %remaining.i334 = phi i64 [ %mag.i331, %check8.fail ], [ %rest.i340, %digit.i333 ]
  %cursor.i335 = phi ptr [ %end.i332, %check8.fail ], [ %digit.at.i336, %digit.i333 ]
  %digit.at.i336 = getelementptr inbounds i8, ptr %cursor.i335, i64 -1
  %digit1.i337 = urem i64 %remaining.i334, 10
  %digit.byte.i338 = trunc nuw nsw i64 %digit1.i337 to i8
  %ascii.i339 = or disjoint i8 %digit.byte.i338, 48
  store i8 %ascii.i339, ptr %digit.at.i336, align 1
  %rest.i340 = udiv i64 %remaining.i334, 10
  %more.not.i341 = icmp samesign ult i64 %remaining.i334, 10
  br i1 %more.not.i341, label %digits.done.i342, label %digit.i333

digits.done.i342:                                 ; preds = %digit.i333
  %neg.i343 = icmp slt i32 %B.type_index, 0
  br i1 %neg.i343, label %sign.i345, label %__modlink_format_i64.exit347

sign.i345:                                        ; preds = %digits.done.i342
  %sign.at.i346 = getelementptr inbounds i8, ptr %cursor.i335, i64 -2
  store i8 45, ptr %sign.at.i346, align 1
  br label %__modlink_format_i64.exit347

__modlink_format_i64.exit347:                     ; preds = %digits.done.i342, %sign.i345
  %start.i344 = phi ptr [ %digit.at.i336, %digits.done.i342 ], [ %sign.at.i346, %sign.i345 ]
  %part42 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i344, ptr %part42, align 8
  %missing.i348 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i348, label %common.ret, label %call.i349

call.i349:                                        ; preds = %__modlink_format_i64.exit347
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check8.ok:                                        ; preds = %A.strides.done, %A.strides.done, %A.strides.done
  %is36 = icmp eq i32 %B.type_index, 70
  %B.value = getelementptr inbounds nuw i8, ptr %args, i64 24
  %B.ptr = load ptr, ptr %B.value, align 8
  %B.dltensor.idx = select i1 %is36, i64 24, i64 0
  %B.dltensor = getelementptr inbounds nuw i8, ptr %B.ptr, i64 %B.dltensor.idx
  %null43.not = icmp eq ptr %B.ptr, null
  br i1 %null43.not, label %check9.fail, label %check9.ok

check9.fail:                                      ; preds = %check8.ok
  store ptr @.str.13, ptr %message.parts, align 8
  %missing.i351 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i351, label %common.ret, label %call.i352

call.i352:                                        ; preds = %check9.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check9.ok:                                        ; preds = %check8.ok
  %ndim.at46 = getelementptr inbounds nuw i8, ptr %B.dltensor, i64 16
  %B.ndim = load i32, ptr %ndim.at46, align 4
  %ndim.ok47 = icmp eq i32 %B.ndim, 1
  br i1 %ndim.ok47, label %check10.ok, label %check10.fail

check10.fail:                                     ; preds = %check9.ok
  store ptr @.str.14, ptr %message.parts, align 8
  %5 = tail call i32 @llvm.abs.i32(i32 %B.ndim, i1 false)
  %mag.i354 = zext i32 %5 to i64
  %end.i355 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i355, align 1
  br label %digit.i356

digit.i356:                                       ; preds = %digit.i356, %check10.fail
  %remaining.i357 = phi i64 [ %mag.i354, %check10.fail ], [ %rest.i363, %digit.i356 ]
  %cursor.i358 = phi ptr [ %end.i355, %check10.fail ], [ %digit.at.i359, %digit.i356 ]
  %digit.at.i359 = getelementptr inbounds i8, ptr %cursor.i358, i64 -1
  %digit1.i360 = urem i64 %remaining.i357, 10
  %digit.byte.i361 = trunc nuw nsw i64 %digit1.i360 to i8
  %ascii.i362 = or disjoint i8 %digit.byte.i361, 48
  store i8 %ascii.i362, ptr %digit.at.i359, align 1
  %rest.i363 = udiv i64 %remaining.i357, 10
  %more.not.i364 = icmp samesign ult i64 %remaining.i357, 10
  br i1 %more.not.i364, label %digits.done.i365, label %digit.i356

digits.done.i365:                                 ; preds = %digit.i356
  %neg.i366 = icmp slt i32 %B.ndim, 0
  br i1 %neg.i366, label %sign.i368, label %__modlink_format_i64.exit370

sign.i368:                                        ; preds = %digits.done.i365
  %sign.at.i369 = getelementptr inbounds i8, ptr %cursor.i358, i64 -2
  store i8 45, ptr %sign.at.i369, align 1
  br label %__modlink_format_i64.exit370

__modlink_format_i64.exit370:                     ; preds = %digits.done.i365, %sign.i368
  %start.i367 = phi ptr [ %digit.at.i359, %digits.done.i365 ], [ %sign.at.i369, %sign.i368 ]
  %part51 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i367, ptr %part51, align 8
  %missing.i371 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i371, label %common.ret, label %call.i372

call.i372:                                        ; preds = %__modlink_format_i64.exit370
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check10.ok:                                       ; preds = %check9.ok
  %dtype.at52 = getelementptr inbounds nuw i8, ptr %B.dltensor, i64 20
  %bits.at54 = getelementptr inbounds nuw i8, ptr %B.dltensor, i64 21
  %lanes.at55 = getelementptr inbounds nuw i8, ptr %B.dltensor, i64 22
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
  %code64 = zext i8 %code56 to i64
  store ptr @.str.15, ptr %message.parts, align 8
  %end.i375 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i375, align 1
  br label %digit.i376

digit.i376:                                       ; preds = %digit.i376, %check11.fail
  %remaining.i377 = phi i64 [ %code64, %check11.fail ], [ %rest.i383, %digit.i376 ]
  %cursor.i378 = phi ptr [ %end.i375, %check11.fail ], [ %digit.at.i379, %digit.i376 ]
  %digit.at.i379 = getelementptr inbounds i8, ptr %cursor.i378, i64 -1
  %digit1.i380 = urem i64 %remaining.i377, 10
  %digit.byte.i381 = trunc nuw nsw i64 %digit1.i380 to i8
  %ascii.i382 = or disjoint i8 %digit.byte.i381, 48
  store i8 %ascii.i382, ptr %digit.at.i379, align 1
  %rest.i383 = udiv i64 %remaining.i377, 10
  %more.not.i384 = icmp samesign ult i64 %remaining.i377, 10
  br i1 %more.not.i384, label %__modlink_format_i64.exit390, label %digit.i376

__modlink_format_i64.exit390:                     ; preds = %digit.i376
  %bits65 = zext i8 %bits57 to i64
  %part69 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %digit.at.i379, ptr %part69, align 8
  %part70 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.7, ptr %part70, align 8
  %end.i392 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i392, align 1
  br label %digit.i393

digit.i393:                                       ; preds = %digit.i393, %__modlink_format_i64.exit390
  %remaining.i394 = phi i64 [ %bits65, %__modlink_format_i64.exit390 ], [ %rest.i400, %digit.i393 ]
  %cursor.i395 = phi ptr [ %end.i392, %__modlink_format_i64.exit390 ], [ %digit.at.i396, %digit.i393 ]
  %digit.at.i396 = getelementptr inbounds i8, ptr %cursor.i395, i64 -1
  %digit1.i397 = urem i64 %remaining.i394, 10
  %digit.byte.i398 = trunc nuw nsw i64 %digit1.i397 to i8
  %ascii.i399 = or disjoint i8 %digit.byte.i398, 48
  store i8 %ascii.i399, ptr %digit.at.i396, align 1
  %rest.i400 = udiv i64 %remaining.i394, 10
  %more.not.i401 = icmp samesign ult i64 %remaining.i394, 10
  br i1 %more.not.i401, label %__modlink_format_i64.exit407, label %digit.i393

__modlink_format_i64.exit407:                     ; preds = %digit.i393
  %lanes66 = zext i16 %lanes58 to i64
  %part72 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i396, ptr %part72, align 8
  %part73 = getelementptr inbounds nuw i8, ptr %message.parts, i64 32
  store ptr @.str.8, ptr %part73, align 8
  %end.i409 = getelementptr inbounds nuw i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i409, align 1
  br label %digit.i410

digit.i410:                                       ; preds = %digit.i410, %__modlink_format_i64.exit407
  %remaining.i411 = phi i64 [ %lanes66, %__modlink_format_i64.exit407 ], [ %rest.i417, %digit.i410 ]
  %cursor.i412 = phi ptr [ %end.i409, %__modlink_format_i64.exit407 ], [ %digit.at.i413, %digit.i410 ]
  %digit.at.i413 = getelementptr inbounds i8, ptr %cursor.i412, i64 -1
  %digit1.i414 = urem i64 %remaining.i411, 10
  %digit.byte.i415 = trunc nuw nsw i64 %digit1.i414 to i8
  %ascii.i416 = or disjoint i8 %digit.byte.i415, 48
  store i8 %ascii.i416, ptr %digit.at.i413, align 1
  %rest.i417 = udiv i64 %remaining.i411, 10
  %more.not.i418 = icmp samesign ult i64 %remaining.i411, 10
  br i1 %more.not.i418, label %__modlink_format_i64.exit424, label %digit.i410

__modlink_format_i64.exit424:                     ; preds = %digit.i410
  %part75 = getelementptr inbounds nuw i8, ptr %message.parts, i64 40
  store ptr %digit.at.i413, ptr %part75, align 8
  %missing.i425 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i425, label %common.ret, label %call.i426

call.i426:                                        ; preds = %__modlink_format_i64.exit424
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check11.ok:                                       ; preds = %check10.ok
  %device.at76 = getelementptr inbounds nuw i8, ptr %B.dltensor, i64 8
  %B.device_type = load i32, ptr %device.at76, align 4
  %device.ok77 = icmp eq i32 %B.device_type, 1
  br i1 %device.ok77, label %check12.ok, label %check12.fail

check12.fail:                                     ; preds = %check11.ok
  store ptr @.str.16, ptr %message.parts, align 8
  %6 = tail call i32 @llvm.abs.i32(i32 %B.device_type, i1 false)
  %mag.i428 = zext i32 %6 to i64
  %end.i429 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i429, align 1
  br label %digit.i430

digit.i430:                                       ; preds = %digit.i430, %check12.fail
  %remaining.i431 = phi i64 [ %mag.i428, %check12.fail ], [ %rest.i437, %digit.i430 ]
  %cursor.i432 = phi ptr [ %end.i429, %check12.fail ], [ %digit.at.i433, %digit.i430 ]
  %digit.at.i433 = getelementptr inbounds i8, ptr %cursor.i432, i64 -1
  %digit1.i434 = urem i64 %remaining.i431, 10
  %digit.byte.i435 = trunc nuw nsw i64 %digit1.i434 to i8
  %ascii.i436 = or disjoint i8 %digit.byte.i435, 48
  store i8 %ascii.i436, ptr %digit.at.i433, align 1
  %rest.i437 = udiv i64 %remaining.i431, 10
  %more.not.i438 = icmp samesign ult i64 %remaining.i431, 10
  br i1 %more.not.i438, label %digits.done.i439, label %digit.i430

digits.done.i439:                                 ; preds = %digit.i430
  %neg.i440 = icmp slt i32 %B.device_type, 0
  br i1 %neg.i440, label %sign.i442, label %__modlink_format_i64.exit444

sign.i442:                                        ; preds = %digits.done.i439
  %sign.at.i443 = getelementptr inbounds i8, ptr %cursor.i432, i64 -2
  store i8 45, ptr %sign.at.i443, align 1
  br label %__modlink_format_i64.exit444

__modlink_format_i64.exit444:                     ; preds = %digits.done.i439, %sign.i442
  %start.i441 = phi ptr [ %digit.at.i433, %digits.done.i439 ], [ %sign.at.i443, %sign.i442 ]
  %part81 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i441, ptr %part81, align 8
  %missing.i445 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i445, label %common.ret, label %call.i446

call.i446:                                        ; preds = %__modlink_format_i64.exit444
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check12.ok:                                       ; preds = %check11.ok
  %shape.at82 = getelementptr inbounds nuw i8, ptr %B.dltensor, i64 24
  %B.shape = load ptr, ptr %shape.at82, align 8
  %B.shape0 = load i64, ptr %B.shape, align 8
  %extent.ok = icmp eq i64 %B.shape0, %A.shape0
  br i1 %extent.ok, label %check13.ok, label %check13.fail

check13.fail:                                     ; preds = %check12.ok
  store ptr @.str.17, ptr %message.parts, align 8
  %mag.i448 = tail call i64 @llvm.abs.i64(i64 %B.shape0, i1 false)
  %end.i449 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i449, align 1
  br label %digit.i450

digit.i450:                                       ; preds = %digit.i450, %check13.fail
  %remaining.i451 = phi i64 [ %mag.i448, %check13.fail ], [ %rest.i457, %digit.i450 ]
  %cursor.i452 = phi ptr [ %end.i449, %check13.fail ], [ %digit.at.i453, %digit.i450 ]
  %digit.at.i453 = getelementptr inbounds i8, ptr %cursor.i452, i64 -1
  %digit1.i454 = urem i64 %remaining.i451, 10
  %digit.byte.i455 = trunc nuw nsw i64 %digit1.i454 to i8
  %ascii.i456 = or disjoint i8 %digit.byte.i455, 48
  store i8 %ascii.i456, ptr %digit.at.i453, align 1
  %rest.i457 = udiv i64 %remaining.i451, 10
  %more.not.i458 = icmp ult i64 %remaining.i451, 10
  br i1 %more.not.i458, label %digits.done.i459, label %digit.i450

digits.done.i459:                                 ; preds = %digit.i450
  %neg.i460 = icmp slt i64 %B.shape0, 0
  br i1 %neg.i460, label %sign.i462, label %__modlink_format_i64.exit464

sign.i462:                                        ; preds = %digits.done.i459
  %sign.at.i463 = getelementptr inbounds i8, ptr %cursor.i452, i64 -2
  store i8 45, ptr %sign.at.i463, align 1
  br label %__modlink_format_i64.exit464

__modlink_format_i64.exit464:                     ; preds = %digits.done.i459, %sign.i462
  %start.i461 = phi ptr [ %digit.at.i453, %digits.done.i459 ], [ %sign.at.i463, %sign.i462 ]
  %part86 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i461, ptr %part86, align 8
  %part87 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.18, ptr %part87, align 8
  %mag.i465 = call i64 @llvm.abs.i64(i64 %A.shape0, i1 false)
  %end.i466 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i466, align 1
  br label %digit.i467

digit.i467:                                       ; preds = %digit.i467, %__modlink_format_i64.exit464
  %remaining.i468 = phi i64 [ %mag.i465, %__modlink_format_i64.exit464 ], [ %rest.i474, %digit.i467 ]
  %cursor.i469 = phi ptr [ %end.i466, %__modlink_format_i64.exit464 ], [ %digit.at.i470, %digit.i467 ]
  %digit.at.i470 = getelementptr inbounds i8, ptr %cursor.i469, i64 -1
  %digit1.i471 = urem i64 %remaining.i468, 10
  %digit.byte.i472 = trunc nuw nsw i64 %digit1.i471 to i8
  %ascii.i473 = or disjoint i8 %digit.byte.i472, 48
  store i8 %ascii.i473, ptr %digit.at.i470, align 1
  %rest.i474 = udiv i64 %remaining.i468, 10
  %more.not.i475 = icmp ult i64 %remaining.i468, 10
  br i1 %more.not.i475, label %digits.done.i476, label %digit.i467

digits.done.i476:                                 ; preds = %digit.i467
  %neg.i477 = icmp slt i64 %A.shape0, 0
  br i1 %neg.i477, label %sign.i479, label %__modlink_format_i64.exit481

sign.i479:                                        ; preds = %digits.done.i476
  %sign.at.i480 = getelementptr inbounds i8, ptr %cursor.i469, i64 -2
  store i8 45, ptr %sign.at.i480, align 1
  br label %__modlink_format_i64.exit481

__modlink_format_i64.exit481:                     ; preds = %digits.done.i476, %sign.i479
  %start.i478 = phi ptr [ %digit.at.i470, %digits.done.i476 ], [ %sign.at.i480, %sign.i479 ]
  %part89 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %start.i478, ptr %part89, align 8
  %missing.i482 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i482, label %common.ret, label %call.i483

call.i483:                                        ; preds = %__modlink_format_i64.exit481
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check13.ok:                                       ; preds = %check12.ok
  %strides.at90 = getelementptr inbounds nuw i8, ptr %B.dltensor, i64 32
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
  %data104705 = ptrtoint ptr %data104 to i64
  %byte_offset.at105 = getelementptr inbounds nuw i8, ptr %B.dltensor, i64 40
  %byte_offset106 = load i64, ptr %byte_offset.at105, align 8
  %B.data = getelementptr i8, ptr %data104, i64 %byte_offset106
  %C.any = getelementptr inbounds nuw i8, ptr %args, i64 32
  %C.type_index = load i32, ptr %C.any, align 4
  switch i32 %C.type_index, label %check15.fail [
    i32 70, label %check15.ok
    i32 7, label %check15.ok
    i32 4, label %check15.ok
  ]

check14.fail:                                     ; preds = %B.strides.check
  store ptr @.str.19, ptr %message.parts, align 8
  %mag.i485 = tail call i64 @llvm.abs.i64(i64 %B.stride0, i1 false)
  %end.i486 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i486, align 1
  br label %digit.i487

digit.i487:                                       ; preds = %digit.i487, %check14.fail
  %remaining.i488 = phi i64 [ %mag.i485, %check14.fail ], [ %rest.i494, %digit.i487 ]
  %cursor.i489 = phi ptr [ %end.i486, %check14.fail ], [ %digit.at.i490, %digit.i487 ]
  %digit.at.i490 = getelementptr inbounds i8, ptr %cursor.i489, i64 -1
  %digit1.i491 = urem i64 %remaining.i488, 10
  %digit.byte.i492 = trunc nuw nsw i64 %digit1.i491 to i8
  %ascii.i493 = or disjoint i8 %digit.byte.i492, 48
  store i8 %ascii.i493, ptr %digit.at.i490, align 1
  %rest.i494 = udiv i64 %remaining.i488, 10
  %more.not.i495 = icmp ult i64 %remaining.i488, 10
  br i1 %more.not.i495, label %digits.done.i496, label %digit.i487

digits.done.i496:                                 ; preds = %digit.i487
  %neg.i497 = icmp slt i64 %B.stride0, 0
  br i1 %neg.i497, label %sign.i499, label %__modlink_format_i64.exit501

sign.i499:                                        ; preds = %digits.done.i496
  %sign.at.i500 = getelementptr inbounds i8, ptr %cursor.i489, i64 -2
  store i8 45, ptr %sign.at.i500, align 1
  br label %__modlink_format_i64.exit501

__modlink_format_i64.exit501:                     ; preds = %digits.done.i496, %sign.i499
  %start.i498 = phi ptr [ %digit.at.i490, %digits.done.i496 ], [ %sign.at.i500, %sign.i499 ]
  %part98 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i498, ptr %part98, align 8
  %part99 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.11, ptr %part99, align 8
  %end.i502 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i502, align 1
  %digit.at.i506 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i506, align 1
  %part101 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i506, ptr %part101, align 8
  %missing.i514 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i514, label %common.ret, label %call.i515

call.i515:                                        ; preds = %__modlink_format_i64.exit501
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check15.fail:                                     ; preds = %B.strides.done
  store ptr @.str.20, ptr %message.parts, align 8
  %7 = tail call i32 @llvm.abs.i32(i32 %C.type_index, i1 false)
  %mag.i517 = zext i32 %7 to i64
  %end.i518 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i518, align 1
  br label %digit.i519

digit.i519:                                       ; preds = %digit.i519, %check15.fail
  %remaining.i520 = phi i64 [ %mag.i517, %check15.fail ], [ %rest.i526, %digit.i519 ]
  %cursor.i521 = phi ptr [ %end.i518, %check15.fail ], [ %digit.at.i522, %digit.i519 ]
  %digit.at.i522 = getelementptr inbounds i8, ptr %cursor.i521, i64 -1
  %digit1.i523 = urem i64 %remaining.i520, 10
  %digit.byte.i524 = trunc nuw nsw i64 %digit1.i523 to i8
  %ascii.i525 = or disjoint i8 %digit.byte.i524, 48
  store i8 %ascii.i525, ptr %digit.at.i522, align 1
  %rest.i526 = udiv i64 %remaining.i520, 10
  %more.not.i527 = icmp samesign ult i64 %remaining.i520, 10
  br i1 %more.not.i527, label %digits.done.i528, label %digit.i519

digits.done.i528:                                 ; preds = %digit.i519
  %neg.i529 = icmp slt i32 %C.type_index, 0
  br i1 %neg.i529, label %sign.i531, label %__modlink_format_i64.exit533

sign.i531:                                        ; preds = %digits.done.i528
  %sign.at.i532 = getelementptr inbounds i8, ptr %cursor.i521, i64 -2
  store i8 45, ptr %sign.at.i532, align 1
  br label %__modlink_format_i64.exit533

__modlink_format_i64.exit533:                     ; preds = %digits.done.i528, %sign.i531
  %start.i530 = phi ptr [ %digit.at.i522, %digits.done.i528 ], [ %sign.at.i532, %sign.i531 ]
  %part115 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i530, ptr %part115, align 8
  %missing.i534 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i534, label %common.ret, label %call.i535

call.i535:                                        ; preds = %__modlink_format_i64.exit533
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check15.ok:                                       ; preds = %B.strides.done, %B.strides.done, %B.strides.done
  %is109 = icmp eq i32 %C.type_index, 70
  %C.value = getelementptr inbounds nuw i8, ptr %args, i64 40
  %C.ptr = load ptr, ptr %C.value, align 8
  %C.dltensor.idx = select i1 %is109, i64 24, i64 0
  %C.dltensor = getelementptr inbounds nuw i8, ptr %C.ptr, i64 %C.dltensor.idx
  %null116.not = icmp eq ptr %C.ptr, null
  br i1 %null116.not, label %check16.fail, label %check16.ok

check16.fail:                                     ; preds = %check15.ok
  store ptr @.str.21, ptr %message.parts, align 8
  %missing.i537 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i537, label %common.ret, label %call.i538

call.i538:                                        ; preds = %check16.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check16.ok:                                       ; preds = %check15.ok
  %ndim.at119 = getelementptr inbounds nuw i8, ptr %C.dltensor, i64 16
  %C.ndim = load i32, ptr %ndim.at119, align 4
  %ndim.ok120 = icmp eq i32 %C.ndim, 1
  br i1 %ndim.ok120, label %check17.ok, label %check17.fail

check17.fail:                                     ; preds = %check16.ok
  store ptr @.str.22, ptr %message.parts, align 8
  %8 = tail call i32 @llvm.abs.i32(i32 %C.ndim, i1 false)
  %mag.i540 = zext i32 %8 to i64
  %end.i541 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i541, align 1
  br label %digit.i542

digit.i542:                                       ; preds = %digit.i542, %check17.fail
  %remaining.i543 = phi i64 [ %mag.i540, %check17.fail ], [ %rest.i549, %digit.i542 ]
  %cursor.i544 = phi ptr [ %end.i541, %check17.fail ], [ %digit.at.i545, %digit.i542 ]
  %digit.at.i545 = getelementptr inbounds i8, ptr %cursor.i544, i64 -1
  %digit1.i546 = urem i64 %remaining.i543, 10
  %digit.byte.i547 = trunc nuw nsw i64 %digit1.i546 to i8
  %ascii.i548 = or disjoint i8 %digit.byte.i547, 48
  store i8 %ascii.i548, ptr %digit.at.i545, align 1
  %rest.i549 = udiv i64 %remaining.i543, 10
  %more.not.i550 = icmp samesign ult i64 %remaining.i543, 10
  br i1 %more.not.i550, label %digits.done.i551, label %digit.i542

digits.done.i551:                                 ; preds = %digit.i542
  %neg.i552 = icmp slt i32 %C.ndim, 0
  br i1 %neg.i552, label %sign.i554, label %__modlink_format_i64.exit556

sign.i554:                                        ; preds = %digits.done.i551
  %sign.at.i555 = getelementptr inbounds i8, ptr %cursor.i544, i64 -2
  store i8 45, ptr %sign.at.i555, align 1
  br label %__modlink_format_i64.exit556

__modlink_format_i64.exit556:                     ; preds = %digits.done.i551, %sign.i554
  %start.i553 = phi ptr [ %digit.at.i545, %digits.done.i551 ], [ %sign.at.i555, %sign.i554 ]
  %part124 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i553, ptr %part124, align 8
  %missing.i557 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i557, label %common.ret, label %call.i558

call.i558:                                        ; preds = %__modlink_format_i64.exit556
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check17.ok:                                       ; preds = %check16.ok
  %dtype.at125 = getelementptr inbounds nuw i8, ptr %C.dltensor, i64 20
  %bits.at127 = getelementptr inbounds nuw i8, ptr %C.dltensor, i64 21
  %lanes.at128 = getelementptr inbounds nuw i8, ptr %C.dltensor, i64 22
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
  %code137 = zext i8 %code129 to i64
  store ptr @.str.23, ptr %message.parts, align 8
  %end.i561 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i561, align 1
  br label %digit.i562

digit.i562:                                       ; preds = %digit.i562, %check18.fail
  %remaining.i563 = phi i64 [ %code137, %check18.fail ], [ %rest.i569, %digit.i562 ]
  %cursor.i564 = phi ptr [ %end.i561, %check18.fail ], [ %digit.at.i565, %digit.i562 ]
  %digit.at.i565 = getelementptr inbounds i8, ptr %cursor.i564, i64 -1
  %digit1.i566 = urem i64 %remaining.i563, 10
  %digit.byte.i567 = trunc nuw nsw i64 %digit1.i566 to i8
  %ascii.i568 = or disjoint i8 %digit.byte.i567, 48
  store i8 %ascii.i568, ptr %digit.at.i565, align 1
  %rest.i569 = udiv i64 %remaining.i563, 10
  %more.not.i570 = icmp samesign ult i64 %remaining.i563, 10
  br i1 %more.not.i570, label %__modlink_format_i64.exit576, label %digit.i562

__modlink_format_i64.exit576:                     ; preds = %digit.i562
  %bits138 = zext i8 %bits130 to i64
  %part142 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %digit.at.i565, ptr %part142, align 8
  %part143 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.7, ptr %part143, align 8
  %end.i578 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i578, align 1
  br label %digit.i579

digit.i579:                                       ; preds = %digit.i579, %__modlink_format_i64.exit576
  %remaining.i580 = phi i64 [ %bits138, %__modlink_format_i64.exit576 ], [ %rest.i586, %digit.i579 ]
  %cursor.i581 = phi ptr [ %end.i578, %__modlink_format_i64.exit576 ], [ %digit.at.i582, %digit.i579 ]
  %digit.at.i582 = getelementptr inbounds i8, ptr %cursor.i581, i64 -1
  %digit1.i583 = urem i64 %remaining.i580, 10
  %digit.byte.i584 = trunc nuw nsw i64 %digit1.i583 to i8
  %ascii.i585 = or disjoint i8 %digit.byte.i584, 48
  store i8 %ascii.i585, ptr %digit.at.i582, align 1
  %rest.i586 = udiv i64 %remaining.i580, 10
  %more.not.i587 = icmp samesign ult i64 %remaining.i580, 10
  br i1 %more.not.i587, label %__modlink_format_i64.exit593, label %digit.i579

__modlink_format_i64.exit593:                     ; preds = %digit.i579
  %lanes139 = zext i16 %lanes131 to i64
  %part145 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i582, ptr %part145, align 8
  %part146 = getelementptr inbounds nuw i8, ptr %message.parts, i64 32
  store ptr @.str.8, ptr %part146, align 8
  %end.i595 = getelementptr inbounds nuw i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i595, align 1
  br label %digit.i596

digit.i596:                                       ; preds = %digit.i596, %__modlink_format_i64.exit593
  %remaining.i597 = phi i64 [ %lanes139, %__modlink_format_i64.exit593 ], [ %rest.i603, %digit.i596 ]
  %cursor.i598 = phi ptr [ %end.i595, %__modlink_format_i64.exit593 ], [ %digit.at.i599, %digit.i596 ]
  %digit.at.i599 = getelementptr inbounds i8, ptr %cursor.i598, i64 -1
  %digit1.i600 = urem i64 %remaining.i597, 10
  %digit.byte.i601 = trunc nuw nsw i64 %digit1.i600 to i8
  %ascii.i602 = or disjoint i8 %digit.byte.i601, 48
  store i8 %ascii.i602, ptr %digit.at.i599, align 1
  %rest.i603 = udiv i64 %remaining.i597, 10
  %more.not.i604 = icmp samesign ult i64 %remaining.i597, 10
  br i1 %more.not.i604, label %__modlink_format_i64.exit610, label %digit.i596

__modlink_format_i64.exit610:                     ; preds = %digit.i596
  %part148 = getelementptr inbounds nuw i8, ptr %message.parts, i64 40
  store ptr %digit.at.i599, ptr %part148, align 8
  %missing.i611 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i611, label %common.ret, label %call.i612

call.i612:                                        ; preds = %__modlink_format_i64.exit610
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check18.ok:                                       ; preds = %check17.ok
  %device.at149 = getelementptr inbounds nuw i8, ptr %C.dltensor, i64 8
  %C.device_type = load i32, ptr %device.at149, align 4
  %device.ok150 = icmp eq i32 %C.device_type, 1
  br i1 %device.ok150, label %check19.ok, label %check19.fail

check19.fail:                                     ; preds = %check18.ok
  store ptr @.str.24, ptr %message.parts, align 8
  %9 = tail call i32 @llvm.abs.i32(i32 %C.device_type, i1 false)
  %mag.i614 = zext i32 %9 to i64
  %end.i615 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i615, align 1
  br label %digit.i616

digit.i616:                                       ; preds = %digit.i616, %check19.fail
  %remaining.i617 = phi i64 [ %mag.i614, %check19.fail ], [ %rest.i623, %digit.i616 ]
  %cursor.i618 = phi ptr [ %end.i615, %check19.fail ], [ %digit.at.i619, %digit.i616 ]
  %digit.at.i619 = getelementptr inbounds i8, ptr %cursor.i618, i64 -1
  %digit1.i620 = urem i64 %remaining.i617, 10
  %digit.byte.i621 = trunc nuw nsw i64 %digit1.i620 to i8
  %ascii.i622 = or disjoint i8 %digit.byte.i621, 48
  store i8 %ascii.i622, ptr %digit.at.i619, align 1
  %rest.i623 = udiv i64 %remaining.i617, 10
  %more.not.i624 = icmp samesign ult i64 %remaining.i617, 10
  br i1 %more.not.i624, label %digits.done.i625, label %digit.i616

digits.done.i625:                                 ; preds = %digit.i616
  %neg.i626 = icmp slt i32 %C.device_type, 0
  br i1 %neg.i626, label %sign.i628, label %__modlink_format_i64.exit630

sign.i628:                                        ; preds = %digits.done.i625
  %sign.at.i629 = getelementptr inbounds i8, ptr %cursor.i618, i64 -2
  store i8 45, ptr %sign.at.i629, align 1
  br label %__modlink_format_i64.exit630

__modlink_format_i64.exit630:                     ; preds = %digits.done.i625, %sign.i628
  %start.i627 = phi ptr [ %digit.at.i619, %digits.done.i625 ], [ %sign.at.i629, %sign.i628 ]
  %part154 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i627, ptr %part154, align 8
  %missing.i631 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i631, label %common.ret, label %call.i632

call.i632:                                        ; preds = %__modlink_format_i64.exit630
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check19.ok:                                       ; preds = %check18.ok
  %shape.at155 = getelementptr inbounds nuw i8, ptr %C.dltensor, i64 24
  %C.shape = load ptr, ptr %shape.at155, align 8
  %C.shape0 = load i64, ptr %C.shape, align 8
  %extent.ok157 = icmp eq i64 %C.shape0, %A.shape0
  br i1 %extent.ok157, label %check20.ok, label %check20.fail

check20.fail:                                     ; preds = %check19.ok
  store ptr @.str.25, ptr %message.parts, align 8
  %mag.i634 = tail call i64 @llvm.abs.i64(i64 %C.shape0, i1 false)
  %end.i635 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i635, align 1
  br label %digit.i636

digit.i636:                                       ; preds = %digit.i636, %check20.fail
  %remaining.i637 = phi i64 [ %mag.i634, %check20.fail ], [ %rest.i643, %digit.i636 ]
  %cursor.i638 = phi ptr [ %end.i635, %check20.fail ], [ %digit.at.i639, %digit.i636 ]
  %digit.at.i639 = getelementptr inbounds i8, ptr %cursor.i638, i64 -1
  %digit1.i640 = urem i64 %remaining.i637, 10
  %digit.byte.i641 = trunc nuw nsw i64 %digit1.i640 to i8
  %ascii.i642 = or disjoint i8 %digit.byte.i641, 48
  store i8 %ascii.i642, ptr %digit.at.i639, align 1
  %rest.i643 = udiv i64 %remaining.i637, 10
  %more.not.i644 = icmp ult i64 %remaining.i637, 10
  br i1 %more.not.i644, label %digits.done.i645, label %digit.i636

digits.done.i645:                                 ; preds = %digit.i636
  %neg.i646 = icmp slt i64 %C.shape0, 0
  br i1 %neg.i646, label %sign.i648, label %__modlink_format_i64.exit650

sign.i648:                                        ; preds = %digits.done.i645
  %sign.at.i649 = getelementptr inbounds i8, ptr %cursor.i638, i64 -2
  store i8 45, ptr %sign.at.i649, align 1
  br label %__modlink_format_i64.exit650

__modlink_format_i64.exit650:                     ; preds = %digits.done.i645, %sign.i648
  %start.i647 = phi ptr [ %digit.at.i639, %digits.done.i645 ], [ %sign.at.i649, %sign.i648 ]
  %part160 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i647, ptr %part160, align 8
  %part161 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.18, ptr %part161, align 8
  %mag.i651 = call i64 @llvm.abs.i64(i64 %A.shape0, i1 false)
  %end.i652 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i652, align 1
  br label %digit.i653

digit.i653:                                       ; preds = %digit.i653, %__modlink_format_i64.exit650
  %remaining.i654 = phi i64 [ %mag.i651, %__modlink_format_i64.exit650 ], [ %rest.i660, %digit.i653 ]
  %cursor.i655 = phi ptr [ %end.i652, %__modlink_format_i64.exit650 ], [ %digit.at.i656, %digit.i653 ]
  %digit.at.i656 = getelementptr inbounds i8, ptr %cursor.i655, i64 -1
  %digit1.i657 = urem i64 %remaining.i654, 10
  %digit.byte.i658 = trunc nuw nsw i64 %digit1.i657 to i8
  %ascii.i659 = or disjoint i8 %digit.byte.i658, 48
  store i8 %ascii.i659, ptr %digit.at.i656, align 1
  %rest.i660 = udiv i64 %remaining.i654, 10
  %more.not.i661 = icmp ult i64 %remaining.i654, 10
  br i1 %more.not.i661, label %digits.done.i662, label %digit.i653

digits.done.i662:                                 ; preds = %digit.i653
  %neg.i663 = icmp slt i64 %A.shape0, 0
  br i1 %neg.i663, label %sign.i665, label %__modlink_format_i64.exit667

sign.i665:                                        ; preds = %digits.done.i662
  %sign.at.i666 = getelementptr inbounds i8, ptr %cursor.i655, i64 -2
  store i8 45, ptr %sign.at.i666, align 1
  br label %__modlink_format_i64.exit667

__modlink_format_i64.exit667:                     ; preds = %digits.done.i662, %sign.i665
  %start.i664 = phi ptr [ %digit.at.i656, %digits.done.i662 ], [ %sign.at.i666, %sign.i665 ]
  %part163 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %start.i664, ptr %part163, align 8
  %missing.i668 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i668, label %common.ret, label %call.i669

call.i669:                                        ; preds = %__modlink_format_i64.exit667
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check20.ok:                                       ; preds = %check19.ok
  %strides.at164 = getelementptr inbounds nuw i8, ptr %C.dltensor, i64 32
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
  %data178703 = ptrtoint ptr %data178 to i64
  %byte_offset.at179 = getelementptr inbounds nuw i8, ptr %C.dltensor, i64 40
  %byte_offset180 = load i64, ptr %byte_offset.at179, align 8
  %C.data = getelementptr i8, ptr %data178, i64 %byte_offset180
  %more1.i = icmp sgt i64 %A.shape0, 0
  br i1 %more1.i, label %for.i.body.i.preheader, label %common.ret

for.i.body.i.preheader:                           ; preds = %C.strides.done
  %min.iters.check = icmp ult i64 %A.shape0, 16
  br i1 %min.iters.check, label %for.i.body.i.preheader710, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.i.body.i.preheader
  %10 = add i64 %byte_offset180, %data178703
  %11 = add i64 %byte_offset, %data704
  %12 = sub i64 %10, %11
  %diff.check = icmp ult i64 %12, 64
  %13 = add i64 %byte_offset106, %data104705
  %14 = sub i64 %10, %13
  %diff.check706 = icmp ult i64 %14, 64
  %conflict.rdx = or i1 %diff.check, %diff.check706
  br i1 %conflict.rdx, label %for.i.body.i.preheader710, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %A.shape0, 9223372036854775792
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %15 = getelementptr inbounds nuw float, ptr %C.data, i64 %index
  %16 = getelementptr inbounds nuw float, ptr %A.data, i64 %index
  %17 = getelementptr inbounds nuw i8, ptr %16, i64 32
  %wide.load = load <8 x float>, ptr %16, align 4
  %wide.load707 = load <8 x float>, ptr %17, align 4
  %18 = getelementptr inbounds nuw float, ptr %B.data, i64 %index
  %19 = getelementptr inbounds nuw i8, ptr %18, i64 32
  %wide.load708 = load <8 x float>, ptr %18, align 4
  %wide.load709 = load <8 x float>, ptr %19, align 4
  %20 = fadd <8 x float> %wide.load, %wide.load708
  %21 = fadd <8 x float> %wide.load707, %wide.load709
  %22 = getelementptr inbounds nuw i8, ptr %15, i64 32
  store <8 x float> %20, ptr %15, align 4
  store <8 x float> %21, ptr %22, align 4
  %index.next = add nuw i64 %index, 16
  %23 = icmp eq i64 %index.next, %n.vec
  br i1 %23, label %middle.block, label %vector.body, !llvm.loop !6

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %A.shape0, %n.vec
  br i1 %cmp.n, label %common.ret, label %for.i.body.i.preheader710

for.i.body.i.preheader710:                        ; preds = %vector.memcheck, %for.i.body.i.preheader, %middle.block
  %i.addr.02.i.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.i.body.i.preheader ], [ %n.vec, %middle.block ]
  %xtraiter = and i64 %A.shape0, 3
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.i.body.i.prol.loopexit, label %for.i.body.i.prol

for.i.body.i.prol:                                ; preds = %for.i.body.i.preheader710, %for.i.body.i.prol
  %i.addr.02.i.prol = phi i64 [ %i.next.i.prol, %for.i.body.i.prol ], [ %i.addr.02.i.ph, %for.i.body.i.preheader710 ]
  %prol.iter = phi i64 [ %prol.iter.next, %for.i.body.i.prol ], [ 0, %for.i.body.i.preheader710 ]
  %C.addr.i.prol = getelementptr inbounds nuw float, ptr %C.data, i64 %i.addr.02.i.prol
  %A.addr.i.prol = getelementptr inbounds nuw float, ptr %A.data, i64 %i.addr.02.i.prol
  %A.elem.i.prol = load float, ptr %A.addr.i.prol, align 4
  %B.addr.i.prol = getelementptr inbounds nuw float, ptr %B.data, i64 %i.addr.02.i.prol
  %B.elem.i.prol = load float, ptr %B.addr.i.prol, align 4
  %add.i.prol = fadd float %A.elem.i.prol, %B.elem.i.prol
  store float %add.i.prol, ptr %C.addr.i.prol, align 4
  %i.next.i.prol = add nuw nsw i64 %i.addr.02.i.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter
  br i1 %prol.iter.cmp.not, label %for.i.body.i.prol.loopexit, label %for.i.body.i.prol, !llvm.loop !7

for.i.body.i.prol.loopexit:                       ; preds = %for.i.body.i.prol, %for.i.body.i.preheader710
  %i.addr.02.i.unr = phi i64 [ %i.addr.02.i.ph, %for.i.body.i.preheader710 ], [ %i.next.i.prol, %for.i.body.i.prol ]
  %24 = sub nsw i64 %i.addr.02.i.ph, %A.shape0
  %25 = icmp ugt i64 %24, -4
  br i1 %25, label %common.ret, label %for.i.body.i

for.i.body.i:                                     ; preds = %for.i.body.i.prol.loopexit, %for.i.body.i
  %i.addr.02.i = phi i64 [ %i.next.i.3, %for.i.body.i ], [ %i.addr.02.i.unr, %for.i.body.i.prol.loopexit ]
  %C.addr.i = getelementptr inbounds nuw float, ptr %C.data, i64 %i.addr.02.i
  %A.addr.i = getelementptr inbounds nuw float, ptr %A.data, i64 %i.addr.02.i
  %A.elem.i = load float, ptr %A.addr.i, align 4
  %B.addr.i = getelementptr inbounds nuw float, ptr %B.data, i64 %i.addr.02.i
  %B.elem.i = load float, ptr %B.addr.i, align 4
  %add.i = fadd float %A.elem.i, %B.elem.i
  store float %add.i, ptr %C.addr.i, align 4
  %i.next.i = add nuw nsw i64 %i.addr.02.i, 1
  %C.addr.i.1 = getelementptr inbounds nuw float, ptr %C.data, i64 %i.next.i
  %A.addr.i.1 = getelementptr inbounds nuw float, ptr %A.data, i64 %i.next.i
  %A.elem.i.1 = load float, ptr %A.addr.i.1, align 4
  %B.addr.i.1 = getelementptr inbounds nuw float, ptr %B.data, i64 %i.next.i
  %B.elem.i.1 = load float, ptr %B.addr.i.1, align 4
  %add.i.1 = fadd float %A.elem.i.1, %B.elem.i.1
  store float %add.i.1, ptr %C.addr.i.1, align 4
  %i.next.i.1 = add nuw nsw i64 %i.addr.02.i, 2
  %C.addr.i.2 = getelementptr inbounds nuw float, ptr %C.data, i64 %i.next.i.1
  %A.addr.i.2 = getelementptr inbounds nuw float, ptr %A.data, i64 %i.next.i.1
  %A.elem.i.2 = load float, ptr %A.addr.i.2, align 4
  %B.addr.i.2 = getelementptr inbounds nuw float, ptr %B.data, i64 %i.next.i.1
  %B.elem.i.2 = load float, ptr %B.addr.i.2, align 4
  %add.i.2 = fadd float %A.elem.i.2, %B.elem.i.2
  store float %add.i.2, ptr %C.addr.i.2, align 4
  %i.next.i.2 = add nuw nsw i64 %i.addr.02.i, 3
  %C.addr.i.3 = getelementptr inbounds nuw float, ptr %C.data, i64 %i.next.i.2
  %A.addr.i.3 = getelementptr inbounds nuw float, ptr %A.data, i64 %i.next.i.2
  %A.elem.i.3 = load float, ptr %A.addr.i.3, align 4
  %B.addr.i.3 = getelementptr inbounds nuw float, ptr %B.data, i64 %i.next.i.2
  %B.elem.i.3 = load float, ptr %B.addr.i.3, align 4
  %add.i.3 = fadd float %A.elem.i.3, %B.elem.i.3
  store float %add.i.3, ptr %C.addr.i.3, align 4
  %i.next.i.3 = add nuw nsw i64 %i.addr.02.i, 4
  %exitcond.not.i.3 = icmp eq i64 %i.next.i.3, %A.shape0
  br i1 %exitcond.not.i.3, label %common.ret, label %for.i.body.i, !llvm.loop !8

check21.fail:                                     ; preds = %C.strides.check
  store ptr @.str.26, ptr %message.parts, align 8
  %mag.i671 = tail call i64 @llvm.abs.i64(i64 %C.stride0, i1 false)
  %end.i672 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i672, align 1
  br label %digit.i673

digit.i673:                                       ; preds = %digit.i673, %check21.fail
  %remaining.i674 = phi i64 [ %mag.i671, %check21.fail ], [ %rest.i680, %digit.i673 ]
  %cursor.i675 = phi ptr [ %end.i672, %check21.fail ], [ %digit.at.i676, %digit.i673 ]
  %digit.at.i676 = getelementptr inbounds i8, ptr %cursor.i675, i64 -1
  %digit1.i677 = urem i64 %remaining.i674, 10
  %digit.byte.i678 = trunc nuw nsw i64 %digit1.i677 to i8
  %ascii.i679 = or disjoint i8 %digit.byte.i678, 48
  store i8 %ascii.i679, ptr %digit.at.i676, align 1
  %rest.i680 = udiv i64 %remaining.i674, 10
  %more.not.i681 = icmp ult i64 %remaining.i674, 10
  br i1 %more.not.i681, label %digits.done.i682, label %digit.i673

digits.done.i682:                                 ; preds = %digit.i673
  %neg.i683 = icmp slt i64 %C.stride0, 0
  br i1 %neg.i683, label %sign.i685, label %__modlink_format_i64.exit687

sign.i685:                                        ; preds = %digits.done.i682
  %sign.at.i686 = getelementptr inbounds i8, ptr %cursor.i675, i64 -2
  store i8 45, ptr %sign.at.i686, align 1
  br label %__modlink_format_i64.exit687

__modlink_format_i64.exit687:                     ; preds = %digits.done.i682, %sign.i685
  %start.i684 = phi ptr [ %digit.at.i676, %digits.done.i682 ], [ %sign.at.i686, %sign.i685 ]
  %part172 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i684, ptr %part172, align 8
  %part173 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.11, ptr %part173, align 8
  %end.i688 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i688, align 1
  %digit.at.i692 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i692, align 1
  %part175 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i692, ptr %part175, align 8
  %missing.i700 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i700, label %common.ret, label %call.i701

call.i701:                                        ; preds = %__modlink_format_i64.exit687
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
