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

common.ret:                                       ; preds = %for.i.body.i.prol.loopexit, %for.i.body.i, %middle.block, %call.i706, %__modlink_format_i64.exit692, %C.strides.done, %call.i674, %__modlink_format_i64.exit672, %call.i637, %__modlink_format_i64.exit635, %call.i617, %__modlink_format_i64.exit615, %call.i563, %__modlink_format_i64.exit561, %call.i543, %check16.fail, %call.i540, %__modlink_format_i64.exit538, %call.i520, %__modlink_format_i64.exit506, %call.i488, %__modlink_format_i64.exit486, %call.i451, %__modlink_format_i64.exit449, %call.i431, %__modlink_format_i64.exit429, %call.i377, %__modlink_format_i64.exit375, %call.i357, %check9.fail, %call.i354, %__modlink_format_i64.exit352, %call.i334, %__modlink_format_i64.exit320, %call.i302, %__modlink_format_i64.exit300, %call.i282, %__modlink_format_i64.exit280, %call.i228, %__modlink_format_i64.exit226, %call.i208, %check3.fail, %call.i205, %__modlink_format_i64.exit203, %call.i, %__modlink_format_i64.exit
  %common.ret.op = phi i32 [ -1, %call.i706 ], [ -1, %call.i ], [ -1, %call.i205 ], [ -1, %call.i208 ], [ -1, %call.i228 ], [ -1, %call.i282 ], [ -1, %call.i302 ], [ -1, %call.i334 ], [ -1, %call.i354 ], [ -1, %call.i357 ], [ -1, %call.i377 ], [ -1, %call.i431 ], [ -1, %call.i451 ], [ -1, %call.i488 ], [ -1, %call.i520 ], [ -1, %call.i540 ], [ -1, %call.i543 ], [ -1, %call.i563 ], [ -1, %call.i617 ], [ -1, %call.i637 ], [ -1, %call.i674 ], [ -1, %__modlink_format_i64.exit ], [ -1, %__modlink_format_i64.exit203 ], [ -1, %check3.fail ], [ -1, %__modlink_format_i64.exit226 ], [ -1, %__modlink_format_i64.exit280 ], [ -1, %__modlink_format_i64.exit300 ], [ -1, %__modlink_format_i64.exit320 ], [ -1, %__modlink_format_i64.exit352 ], [ -1, %check9.fail ], [ -1, %__modlink_format_i64.exit375 ], [ -1, %__modlink_format_i64.exit429 ], [ -1, %__modlink_format_i64.exit449 ], [ -1, %__modlink_format_i64.exit486 ], [ -1, %__modlink_format_i64.exit506 ], [ -1, %__modlink_format_i64.exit538 ], [ -1, %check16.fail ], [ -1, %__modlink_format_i64.exit561 ], [ -1, %__modlink_format_i64.exit615 ], [ -1, %__modlink_format_i64.exit635 ], [ -1, %__modlink_format_i64.exit672 ], [ 0, %C.strides.done ], [ -1, %__modlink_format_i64.exit692 ], [ 0, %middle.block ], [ 0, %for.i.body.i ], [ 0, %for.i.body.i.prol.loopexit ]
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
  %mag.i187 = zext i32 %1 to i64
  %end.i188 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
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
  %more.not.i197 = icmp samesign ult i64 %remaining.i190, 10
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
  %part7 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i200, ptr %part7, align 8
  %missing.i204 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i204, label %common.ret, label %call.i205

call.i205:                                        ; preds = %__modlink_format_i64.exit203
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check2.ok:                                        ; preds = %check1.ok, %check1.ok, %check1.ok
  %is = icmp eq i32 %A.type_index, 70
  %A.value = getelementptr inbounds nuw i8, ptr %args, i64 8
  %A.ptr = load ptr, ptr %A.value, align 8
  %A.dltensor.idx = select i1 %is, i64 24, i64 0
  %A.dltensor = getelementptr inbounds nuw i8, ptr %A.ptr, i64 %A.dltensor.idx
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
  %ndim.at = getelementptr inbounds nuw i8, ptr %A.dltensor, i64 16
  %A.ndim = load i32, ptr %ndim.at, align 4
  %ndim.ok = icmp eq i32 %A.ndim, 1
  br i1 %ndim.ok, label %check4.ok, label %check4.fail

check4.fail:                                      ; preds = %check3.ok
  store ptr @.str.5, ptr %message.parts, align 8
  %2 = tail call i32 @llvm.abs.i32(i32 %A.ndim, i1 false)
  %mag.i210 = zext i32 %2 to i64
  %end.i211 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
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
  %more.not.i220 = icmp samesign ult i64 %remaining.i213, 10
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
  %part11 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i223, ptr %part11, align 8
  %missing.i227 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i227, label %common.ret, label %call.i228

call.i228:                                        ; preds = %__modlink_format_i64.exit226
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
  %dtype.ok12 = and i1 %dtype.ok, %lanes.ok
  br i1 %dtype.ok12, label %check5.ok, label %check5.fail

check5.fail:                                      ; preds = %check4.ok
  %code13 = zext i8 %code to i64
  store ptr @.str.6, ptr %message.parts, align 8
  %end.i231 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
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
  %more.not.i240 = icmp samesign ult i64 %remaining.i233, 10
  br i1 %more.not.i240, label %__modlink_format_i64.exit246, label %digit.i232

__modlink_format_i64.exit246:                     ; preds = %digit.i232
  %bits14 = zext i8 %bits to i64
  %part18 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %digit.at.i235, ptr %part18, align 8
  %part19 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.7, ptr %part19, align 8
  %end.i248 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
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
  %more.not.i257 = icmp samesign ult i64 %remaining.i250, 10
  br i1 %more.not.i257, label %__modlink_format_i64.exit263, label %digit.i249

__modlink_format_i64.exit263:                     ; preds = %digit.i249
  %lanes15 = zext i16 %lanes to i64
  %part21 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i252, ptr %part21, align 8
  %part22 = getelementptr inbounds nuw i8, ptr %message.parts, i64 32
  store ptr @.str.8, ptr %part22, align 8
  %end.i265 = getelementptr inbounds nuw i8, ptr %message.digits2, i64 23
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
  %more.not.i274 = icmp samesign ult i64 %remaining.i267, 10
  br i1 %more.not.i274, label %__modlink_format_i64.exit280, label %digit.i266

__modlink_format_i64.exit280:                     ; preds = %digit.i266
  %part24 = getelementptr inbounds nuw i8, ptr %message.parts, i64 40
  store ptr %digit.at.i269, ptr %part24, align 8
  %missing.i281 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i281, label %common.ret, label %call.i282

call.i282:                                        ; preds = %__modlink_format_i64.exit280
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
  %mag.i284 = zext i32 %3 to i64
  %end.i285 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
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
  %more.not.i294 = icmp samesign ult i64 %remaining.i287, 10
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
  %part27 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i297, ptr %part27, align 8
  %missing.i301 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i301, label %common.ret, label %call.i302

call.i302:                                        ; preds = %__modlink_format_i64.exit300
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
  %stride.ok28 = or i1 %unit, %stride.ok
  br i1 %stride.ok28, label %A.strides.done, label %check7.fail

A.strides.done:                                   ; preds = %A.strides.check, %check6.ok
  %data = load ptr, ptr %A.dltensor, align 8
  %data709 = ptrtoint ptr %data to i64
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
  %mag.i304 = tail call i64 @llvm.abs.i64(i64 %A.stride0, i1 false)
  %end.i305 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
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
  %part31 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i317, ptr %part31, align 8
  %part32 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.11, ptr %part32, align 8
  %end.i321 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i321, align 1
  %digit.at.i325 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i325, align 1
  %part34 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i325, ptr %part34, align 8
  %missing.i333 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i333, label %common.ret, label %call.i334

call.i334:                                        ; preds = %__modlink_format_i64.exit320
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check8.fail:                                      ; preds = %A.strides.done
  store ptr @.str.12, ptr %message.parts, align 8
  %4 = tail call i32 @llvm.abs.i32(i32 %B.type_index, i1 false)
  %mag.i336 = zext i32 %4 to i64
  %end.i337 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i337, align 1
  br label %digit.i338

digit.i338:                                       ; preds = %digit.i338, %check8.fail
  %remaining.i339 = phi i64 [ %mag.i336, %check8.fail ], [ %rest.i345, %digit.i338 ]
  %cursor.i340 = phi ptr [ %end.i337, %check8.fail ], [ %digit.at.i341, %digit.i338 ]
  %digit.at.i341 = getelementptr inbounds i8, ptr %cursor.i340, i64 -1
  %digit1.i342 = urem i64 %remaining.i339, 10
  %digit.byte.i343 = trunc nuw nsw i64 %digit1.i342 to i8
  %ascii.i344 = or disjoint i8 %digit.byte.i343, 48
  store i8 %ascii.i344, ptr %digit.at.i341, align 1
  %rest.i345 = udiv i64 %remaining.i339, 10
  %more.not.i346 = icmp samesign ult i64 %remaining.i339, 10
  br i1 %more.not.i346, label %digits.done.i347, label %digit.i338

digits.done.i347:                                 ; preds = %digit.i338
  %neg.i348 = icmp slt i32 %B.type_index, 0
  br i1 %neg.i348, label %sign.i350, label %__modlink_format_i64.exit352

sign.i350:                                        ; preds = %digits.done.i347
  %sign.at.i351 = getelementptr inbounds i8, ptr %cursor.i340, i64 -2
  store i8 45, ptr %sign.at.i351, align 1
  br label %__modlink_format_i64.exit352

__modlink_format_i64.exit352:                     ; preds = %digits.done.i347, %sign.i350
  %start.i349 = phi ptr [ %digit.at.i341, %digits.done.i347 ], [ %sign.at.i351, %sign.i350 ]
  %part44 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i349, ptr %part44, align 8
  %missing.i353 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i353, label %common.ret, label %call.i354

call.i354:                                        ; preds = %__modlink_format_i64.exit352
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check8.ok:                                        ; preds = %A.strides.done, %A.strides.done, %A.strides.done
  %is35 = icmp eq i32 %B.type_index, 70
  %B.value = getelementptr inbounds nuw i8, ptr %args, i64 24
  %B.ptr = load ptr, ptr %B.value, align 8
  %B.dltensor.idx = select i1 %is35, i64 24, i64 0
  %B.dltensor = getelementptr inbounds nuw i8, ptr %B.ptr, i64 %B.dltensor.idx
  %null45.not = icmp eq ptr %B.ptr, null
  br i1 %null45.not, label %check9.fail, label %check9.ok

check9.fail:                                      ; preds = %check8.ok
  store ptr @.str.13, ptr %message.parts, align 8
  %missing.i356 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i356, label %common.ret, label %call.i357

call.i357:                                        ; preds = %check9.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check9.ok:                                        ; preds = %check8.ok
  %ndim.at48 = getelementptr inbounds nuw i8, ptr %B.dltensor, i64 16
  %B.ndim = load i32, ptr %ndim.at48, align 4
  %ndim.ok49 = icmp eq i32 %B.ndim, 1
  br i1 %ndim.ok49, label %check10.ok, label %check10.fail

check10.fail:                                     ; preds = %check9.ok
  store ptr @.str.14, ptr %message.parts, align 8
  %5 = tail call i32 @llvm.abs.i32(i32 %B.ndim, i1 false)
  %mag.i359 = zext i32 %5 to i64
  %end.i360 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i360, align 1
  br label %digit.i361

digit.i361:                                       ; preds = %digit.i361, %check10.fail
  %remaining.i362 = phi i64 [ %mag.i359, %check10.fail ], [ %rest.i368, %digit.i361 ]
  %cursor.i363 = phi ptr [ %end.i360, %check10.fail ], [ %digit.at.i364, %digit.i361 ]
  %digit.at.i364 = getelementptr inbounds i8, ptr %cursor.i363, i64 -1
  %digit1.i365 = urem i64 %remaining.i362, 10
  %digit.byte.i366 = trunc nuw nsw i64 %digit1.i365 to i8
  %ascii.i367 = or disjoint i8 %digit.byte.i366, 48
  store i8 %ascii.i367, ptr %digit.at.i364, align 1
  %rest.i368 = udiv i64 %remaining.i362, 10
  %more.not.i369 = icmp samesign ult i64 %remaining.i362, 10
  br i1 %more.not.i369, label %digits.done.i370, label %digit.i361

digits.done.i370:                                 ; preds = %digit.i361
  %neg.i371 = icmp slt i32 %B.ndim, 0
  br i1 %neg.i371, label %sign.i373, label %__modlink_format_i64.exit375

sign.i373:                                        ; preds = %digits.done.i370
  %sign.at.i374 = getelementptr inbounds i8, ptr %cursor.i363, i64 -2
  store i8 45, ptr %sign.at.i374, align 1
  br label %__modlink_format_i64.exit375

__modlink_format_i64.exit375:                     ; preds = %digits.done.i370, %sign.i373
  %start.i372 = phi ptr [ %digit.at.i364, %digits.done.i370 ], [ %sign.at.i374, %sign.i373 ]
  %part53 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i372, ptr %part53, align 8
  %missing.i376 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i376, label %common.ret, label %call.i377

call.i377:                                        ; preds = %__modlink_format_i64.exit375
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check10.ok:                                       ; preds = %check9.ok
  %dtype.at54 = getelementptr inbounds nuw i8, ptr %B.dltensor, i64 20
  %bits.at56 = getelementptr inbounds nuw i8, ptr %B.dltensor, i64 21
  %lanes.at57 = getelementptr inbounds nuw i8, ptr %B.dltensor, i64 22
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
  %code66 = zext i8 %code58 to i64
  store ptr @.str.15, ptr %message.parts, align 8
  %end.i380 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i380, align 1
  br label %digit.i381

digit.i381:                                       ; preds = %digit.i381, %check11.fail
  %remaining.i382 = phi i64 [ %code66, %check11.fail ], [ %rest.i388, %digit.i381 ]
  %cursor.i383 = phi ptr [ %end.i380, %check11.fail ], [ %digit.at.i384, %digit.i381 ]
  %digit.at.i384 = getelementptr inbounds i8, ptr %cursor.i383, i64 -1
  %digit1.i385 = urem i64 %remaining.i382, 10
  %digit.byte.i386 = trunc nuw nsw i64 %digit1.i385 to i8
  %ascii.i387 = or disjoint i8 %digit.byte.i386, 48
  store i8 %ascii.i387, ptr %digit.at.i384, align 1
  %rest.i388 = udiv i64 %remaining.i382, 10
  %more.not.i389 = icmp samesign ult i64 %remaining.i382, 10
  br i1 %more.not.i389, label %__modlink_format_i64.exit395, label %digit.i381

__modlink_format_i64.exit395:                     ; preds = %digit.i381
  %bits67 = zext i8 %bits59 to i64
  %part71 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %digit.at.i384, ptr %part71, align 8
  %part72 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.7, ptr %part72, align 8
  %end.i397 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i397, align 1
  br label %digit.i398

digit.i398:                                       ; preds = %digit.i398, %__modlink_format_i64.exit395
  %remaining.i399 = phi i64 [ %bits67, %__modlink_format_i64.exit395 ], [ %rest.i405, %digit.i398 ]
  %cursor.i400 = phi ptr [ %end.i397, %__modlink_format_i64.exit395 ], [ %digit.at.i401, %digit.i398 ]
  %digit.at.i401 = getelementptr inbounds i8, ptr %cursor.i400, i64 -1
  %digit1.i402 = urem i64 %remaining.i399, 10
  %digit.byte.i403 = trunc nuw nsw i64 %digit1.i402 to i8
  %ascii.i404 = or disjoint i8 %digit.byte.i403, 48
  store i8 %ascii.i404, ptr %digit.at.i401, align 1
  %rest.i405 = udiv i64 %remaining.i399, 10
  %more.not.i406 = icmp samesign ult i64 %remaining.i399, 10
  br i1 %more.not.i406, label %__modlink_format_i64.exit412, label %digit.i398

__modlink_format_i64.exit412:                     ; preds = %digit.i398
  %lanes68 = zext i16 %lanes60 to i64
  %part74 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i401, ptr %part74, align 8
  %part75 = getelementptr inbounds nuw i8, ptr %message.parts, i64 32
  store ptr @.str.8, ptr %part75, align 8
  %end.i414 = getelementptr inbounds nuw i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i414, align 1
  br label %digit.i415

digit.i415:                                       ; preds = %digit.i415, %__modlink_format_i64.exit412
  %remaining.i416 = phi i64 [ %lanes68, %__modlink_format_i64.exit412 ], [ %rest.i422, %digit.i415 ]
  %cursor.i417 = phi ptr [ %end.i414, %__modlink_format_i64.exit412 ], [ %digit.at.i418, %digit.i415 ]
  %digit.at.i418 = getelementptr inbounds i8, ptr %cursor.i417, i64 -1
  %digit1.i419 = urem i64 %remaining.i416, 10
  %digit.byte.i420 = trunc nuw nsw i64 %digit1.i419 to i8
  %ascii.i421 = or disjoint i8 %digit.byte.i420, 48
  store i8 %ascii.i421, ptr %digit.at.i418, align 1
  %rest.i422 = udiv i64 %remaining.i416, 10
  %more.not.i423 = icmp samesign ult i64 %remaining.i416, 10
  br i1 %more.not.i423, label %__modlink_format_i64.exit429, label %digit.i415

__modlink_format_i64.exit429:                     ; preds = %digit.i415
  %part77 = getelementptr inbounds nuw i8, ptr %message.parts, i64 40
  store ptr %digit.at.i418, ptr %part77, align 8
  %missing.i430 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i430, label %common.ret, label %call.i431

call.i431:                                        ; preds = %__modlink_format_i64.exit429
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check11.ok:                                       ; preds = %check10.ok
  %device.at78 = getelementptr inbounds nuw i8, ptr %B.dltensor, i64 8
  %B.device_type = load i32, ptr %device.at78, align 4
  %device.ok79 = icmp eq i32 %B.device_type, 1
  br i1 %device.ok79, label %check12.ok, label %check12.fail

check12.fail:                                     ; preds = %check11.ok
  store ptr @.str.16, ptr %message.parts, align 8
  %6 = tail call i32 @llvm.abs.i32(i32 %B.device_type, i1 false)
  %mag.i433 = zext i32 %6 to i64
  %end.i434 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i434, align 1
  br label %digit.i435

digit.i435:                                       ; preds = %digit.i435, %check12.fail
  %remaining.i436 = phi i64 [ %mag.i433, %check12.fail ], [ %rest.i442, %digit.i435 ]
  %cursor.i437 = phi ptr [ %end.i434, %check12.fail ], [ %digit.at.i438, %digit.i435 ]
  %digit.at.i438 = getelementptr inbounds i8, ptr %cursor.i437, i64 -1
  %digit1.i439 = urem i64 %remaining.i436, 10
  %digit.byte.i440 = trunc nuw nsw i64 %digit1.i439 to i8
  %ascii.i441 = or disjoint i8 %digit.byte.i440, 48
  store i8 %ascii.i441, ptr %digit.at.i438, align 1
  %rest.i442 = udiv i64 %remaining.i436, 10
  %more.not.i443 = icmp samesign ult i64 %remaining.i436, 10
  br i1 %more.not.i443, label %digits.done.i444, label %digit.i435

digits.done.i444:                                 ; preds = %digit.i435
  %neg.i445 = icmp slt i32 %B.device_type, 0
  br i1 %neg.i445, label %sign.i447, label %__modlink_format_i64.exit449

sign.i447:                                        ; preds = %digits.done.i444
  %sign.at.i448 = getelementptr inbounds i8, ptr %cursor.i437, i64 -2
  store i8 45, ptr %sign.at.i448, align 1
  br label %__modlink_format_i64.exit449

__modlink_format_i64.exit449:                     ; preds = %digits.done.i444, %sign.i447
  %start.i446 = phi ptr [ %digit.at.i438, %digits.done.i444 ], [ %sign.at.i448, %sign.i447 ]
  %part83 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i446, ptr %part83, align 8
  %missing.i450 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i450, label %common.ret, label %call.i451

call.i451:                                        ; preds = %__modlink_format_i64.exit449
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check12.ok:                                       ; preds = %check11.ok
  %shape.at84 = getelementptr inbounds nuw i8, ptr %B.dltensor, i64 24
  %B.shape = load ptr, ptr %shape.at84, align 8
  %B.shape0 = load i64, ptr %B.shape, align 8
  %extent.ok = icmp eq i64 %B.shape0, %A.shape0
  br i1 %extent.ok, label %check13.ok, label %check13.fail

check13.fail:                                     ; preds = %check12.ok
  store ptr @.str.17, ptr %message.parts, align 8
  %mag.i453 = tail call i64 @llvm.abs.i64(i64 %B.shape0, i1 false)
  %end.i454 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i454, align 1
  br label %digit.i455

digit.i455:                                       ; preds = %digit.i455, %check13.fail
  %remaining.i456 = phi i64 [ %mag.i453, %check13.fail ], [ %rest.i462, %digit.i455 ]
  %cursor.i457 = phi ptr [ %end.i454, %check13.fail ], [ %digit.at.i458, %digit.i455 ]
  %digit.at.i458 = getelementptr inbounds i8, ptr %cursor.i457, i64 -1
  %digit1.i459 = urem i64 %remaining.i456, 10
  %digit.byte.i460 = trunc nuw nsw i64 %digit1.i459 to i8
  %ascii.i461 = or disjoint i8 %digit.byte.i460, 48
  store i8 %ascii.i461, ptr %digit.at.i458, align 1
  %rest.i462 = udiv i64 %remaining.i456, 10
  %more.not.i463 = icmp ult i64 %remaining.i456, 10
  br i1 %more.not.i463, label %digits.done.i464, label %digit.i455

digits.done.i464:                                 ; preds = %digit.i455
  %neg.i465 = icmp slt i64 %B.shape0, 0
  br i1 %neg.i465, label %sign.i467, label %__modlink_format_i64.exit469

sign.i467:                                        ; preds = %digits.done.i464
  %sign.at.i468 = getelementptr inbounds i8, ptr %cursor.i457, i64 -2
  store i8 45, ptr %sign.at.i468, align 1
  br label %__modlink_format_i64.exit469

__modlink_format_i64.exit469:                     ; preds = %digits.done.i464, %sign.i467
  %start.i466 = phi ptr [ %digit.at.i458, %digits.done.i464 ], [ %sign.at.i468, %sign.i467 ]
  %part88 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i466, ptr %part88, align 8
  %part89 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.18, ptr %part89, align 8
  %mag.i470 = call i64 @llvm.abs.i64(i64 %A.shape0, i1 false)
  %end.i471 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i471, align 1
  br label %digit.i472

digit.i472:                                       ; preds = %digit.i472, %__modlink_format_i64.exit469
  %remaining.i473 = phi i64 [ %mag.i470, %__modlink_format_i64.exit469 ], [ %rest.i479, %digit.i472 ]
  %cursor.i474 = phi ptr [ %end.i471, %__modlink_format_i64.exit469 ], [ %digit.at.i475, %digit.i472 ]
  %digit.at.i475 = getelementptr inbounds i8, ptr %cursor.i474, i64 -1
  %digit1.i476 = urem i64 %remaining.i473, 10
  %digit.byte.i477 = trunc nuw nsw i64 %digit1.i476 to i8
  %ascii.i478 = or disjoint i8 %digit.byte.i477, 48
  store i8 %ascii.i478, ptr %digit.at.i475, align 1
  %rest.i479 = udiv i64 %remaining.i473, 10
  %more.not.i480 = icmp ult i64 %remaining.i473, 10
  br i1 %more.not.i480, label %digits.done.i481, label %digit.i472

digits.done.i481:                                 ; preds = %digit.i472
  %neg.i482 = icmp slt i64 %A.shape0, 0
  br i1 %neg.i482, label %sign.i484, label %__modlink_format_i64.exit486

sign.i484:                                        ; preds = %digits.done.i481
  %sign.at.i485 = getelementptr inbounds i8, ptr %cursor.i474, i64 -2
  store i8 45, ptr %sign.at.i485, align 1
  br label %__modlink_format_i64.exit486

__modlink_format_i64.exit486:                     ; preds = %digits.done.i481, %sign.i484
  %start.i483 = phi ptr [ %digit.at.i475, %digits.done.i481 ], [ %sign.at.i485, %sign.i484 ]
  %part91 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %start.i483, ptr %part91, align 8
  %missing.i487 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i487, label %common.ret, label %call.i488

call.i488:                                        ; preds = %__modlink_format_i64.exit486
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check13.ok:                                       ; preds = %check12.ok
  %strides.at92 = getelementptr inbounds nuw i8, ptr %B.dltensor, i64 32
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
  %data106710 = ptrtoint ptr %data106 to i64
  %byte_offset.at107 = getelementptr inbounds nuw i8, ptr %B.dltensor, i64 40
  %byte_offset108 = load i64, ptr %byte_offset.at107, align 8
  %B.data = getelementptr i8, ptr %data106, i64 %byte_offset108
  %C.any = getelementptr inbounds nuw i8, ptr %args, i64 32
  %C.type_index = load i32, ptr %C.any, align 4
  switch i32 %C.type_index, label %check15.fail [
    i32 70, label %check15.ok
    i32 7, label %check15.ok
    i32 4, label %check15.ok
  ]

check14.fail:                                     ; preds = %B.strides.check
  store ptr @.str.19, ptr %message.parts, align 8
  %mag.i490 = tail call i64 @llvm.abs.i64(i64 %B.stride0, i1 false)
  %end.i491 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i491, align 1
  br label %digit.i492

digit.i492:                                       ; preds = %digit.i492, %check14.fail
  %remaining.i493 = phi i64 [ %mag.i490, %check14.fail ], [ %rest.i499, %digit.i492 ]
  %cursor.i494 = phi ptr [ %end.i491, %check14.fail ], [ %digit.at.i495, %digit.i492 ]
  %digit.at.i495 = getelementptr inbounds i8, ptr %cursor.i494, i64 -1
  %digit1.i496 = urem i64 %remaining.i493, 10
  %digit.byte.i497 = trunc nuw nsw i64 %digit1.i496 to i8
  %ascii.i498 = or disjoint i8 %digit.byte.i497, 48
  store i8 %ascii.i498, ptr %digit.at.i495, align 1
  %rest.i499 = udiv i64 %remaining.i493, 10
  %more.not.i500 = icmp ult i64 %remaining.i493, 10
  br i1 %more.not.i500, label %digits.done.i501, label %digit.i492

digits.done.i501:                                 ; preds = %digit.i492
  %neg.i502 = icmp slt i64 %B.stride0, 0
  br i1 %neg.i502, label %sign.i504, label %__modlink_format_i64.exit506

sign.i504:                                        ; preds = %digits.done.i501
  %sign.at.i505 = getelementptr inbounds i8, ptr %cursor.i494, i64 -2
  store i8 45, ptr %sign.at.i505, align 1
  br label %__modlink_format_i64.exit506

__modlink_format_i64.exit506:                     ; preds = %digits.done.i501, %sign.i504
  %start.i503 = phi ptr [ %digit.at.i495, %digits.done.i501 ], [ %sign.at.i505, %sign.i504 ]
  %part100 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i503, ptr %part100, align 8
  %part101 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.11, ptr %part101, align 8
  %end.i507 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i507, align 1
  %digit.at.i511 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i511, align 1
  %part103 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i511, ptr %part103, align 8
  %missing.i519 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i519, label %common.ret, label %call.i520

call.i520:                                        ; preds = %__modlink_format_i64.exit506
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check15.fail:                                     ; preds = %B.strides.done
  store ptr @.str.20, ptr %message.parts, align 8
  %7 = tail call i32 @llvm.abs.i32(i32 %C.type_index, i1 false)
  %mag.i522 = zext i32 %7 to i64
  %end.i523 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i523, align 1
  br label %digit.i524

digit.i524:                                       ; preds = %digit.i524, %check15.fail
  %remaining.i525 = phi i64 [ %mag.i522, %check15.fail ], [ %rest.i531, %digit.i524 ]
  %cursor.i526 = phi ptr [ %end.i523, %check15.fail ], [ %digit.at.i527, %digit.i524 ]
  %digit.at.i527 = getelementptr inbounds i8, ptr %cursor.i526, i64 -1
  %digit1.i528 = urem i64 %remaining.i525, 10
  %digit.byte.i529 = trunc nuw nsw i64 %digit1.i528 to i8
  %ascii.i530 = or disjoint i8 %digit.byte.i529, 48
  store i8 %ascii.i530, ptr %digit.at.i527, align 1
  %rest.i531 = udiv i64 %remaining.i525, 10
  %more.not.i532 = icmp samesign ult i64 %remaining.i525, 10
  br i1 %more.not.i532, label %digits.done.i533, label %digit.i524

digits.done.i533:                                 ; preds = %digit.i524
  %neg.i534 = icmp slt i32 %C.type_index, 0
  br i1 %neg.i534, label %sign.i536, label %__modlink_format_i64.exit538

sign.i536:                                        ; preds = %digits.done.i533
  %sign.at.i537 = getelementptr inbounds i8, ptr %cursor.i526, i64 -2
  store i8 45, ptr %sign.at.i537, align 1
  br label %__modlink_format_i64.exit538

__modlink_format_i64.exit538:                     ; preds = %digits.done.i533, %sign.i536
  %start.i535 = phi ptr [ %digit.at.i527, %digits.done.i533 ], [ %sign.at.i537, %sign.i536 ]
  %part118 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i535, ptr %part118, align 8
  %missing.i539 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i539, label %common.ret, label %call.i540

call.i540:                                        ; preds = %__modlink_format_i64.exit538
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check15.ok:                                       ; preds = %B.strides.done, %B.strides.done, %B.strides.done
  %is109 = icmp eq i32 %C.type_index, 70
  %C.value = getelementptr inbounds nuw i8, ptr %args, i64 40
  %C.ptr = load ptr, ptr %C.value, align 8
  %C.dltensor.idx = select i1 %is109, i64 24, i64 0
  %C.dltensor = getelementptr inbounds nuw i8, ptr %C.ptr, i64 %C.dltensor.idx
  %null119.not = icmp eq ptr %C.ptr, null
  br i1 %null119.not, label %check16.fail, label %check16.ok

check16.fail:                                     ; preds = %check15.ok
  store ptr @.str.21, ptr %message.parts, align 8
  %missing.i542 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i542, label %common.ret, label %call.i543

call.i543:                                        ; preds = %check16.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check16.ok:                                       ; preds = %check15.ok
  %ndim.at122 = getelementptr inbounds nuw i8, ptr %C.dltensor, i64 16
  %C.ndim = load i32, ptr %ndim.at122, align 4
  %ndim.ok123 = icmp eq i32 %C.ndim, 1
  br i1 %ndim.ok123, label %check17.ok, label %check17.fail

check17.fail:                                     ; preds = %check16.ok
  store ptr @.str.22, ptr %message.parts, align 8
  %8 = tail call i32 @llvm.abs.i32(i32 %C.ndim, i1 false)
  %mag.i545 = zext i32 %8 to i64
  %end.i546 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i546, align 1
  br label %digit.i547

digit.i547:                                       ; preds = %digit.i547, %check17.fail
  %remaining.i548 = phi i64 [ %mag.i545, %check17.fail ], [ %rest.i554, %digit.i547 ]
  %cursor.i549 = phi ptr [ %end.i546, %check17.fail ], [ %digit.at.i550, %digit.i547 ]
  %digit.at.i550 = getelementptr inbounds i8, ptr %cursor.i549, i64 -1
  %digit1.i551 = urem i64 %remaining.i548, 10
  %digit.byte.i552 = trunc nuw nsw i64 %digit1.i551 to i8
  %ascii.i553 = or disjoint i8 %digit.byte.i552, 48
  store i8 %ascii.i553, ptr %digit.at.i550, align 1
  %rest.i554 = udiv i64 %remaining.i548, 10
  %more.not.i555 = icmp samesign ult i64 %remaining.i548, 10
  br i1 %more.not.i555, label %digits.done.i556, label %digit.i547

digits.done.i556:                                 ; preds = %digit.i547
  %neg.i557 = icmp slt i32 %C.ndim, 0
  br i1 %neg.i557, label %sign.i559, label %__modlink_format_i64.exit561

sign.i559:                                        ; preds = %digits.done.i556
  %sign.at.i560 = getelementptr inbounds i8, ptr %cursor.i549, i64 -2
  store i8 45, ptr %sign.at.i560, align 1
  br label %__modlink_format_i64.exit561

__modlink_format_i64.exit561:                     ; preds = %digits.done.i556, %sign.i559
  %start.i558 = phi ptr [ %digit.at.i550, %digits.done.i556 ], [ %sign.at.i560, %sign.i559 ]
  %part127 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i558, ptr %part127, align 8
  %missing.i562 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i562, label %common.ret, label %call.i563

call.i563:                                        ; preds = %__modlink_format_i64.exit561
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check17.ok:                                       ; preds = %check16.ok
  %dtype.at128 = getelementptr inbounds nuw i8, ptr %C.dltensor, i64 20
  %bits.at130 = getelementptr inbounds nuw i8, ptr %C.dltensor, i64 21
  %lanes.at131 = getelementptr inbounds nuw i8, ptr %C.dltensor, i64 22
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
  %code140 = zext i8 %code132 to i64
  store ptr @.str.23, ptr %message.parts, align 8
  %end.i566 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i566, align 1
  br label %digit.i567

digit.i567:                                       ; preds = %digit.i567, %check18.fail
  %remaining.i568 = phi i64 [ %code140, %check18.fail ], [ %rest.i574, %digit.i567 ]
  %cursor.i569 = phi ptr [ %end.i566, %check18.fail ], [ %digit.at.i570, %digit.i567 ]
  %digit.at.i570 = getelementptr inbounds i8, ptr %cursor.i569, i64 -1
  %digit1.i571 = urem i64 %remaining.i568, 10
  %digit.byte.i572 = trunc nuw nsw i64 %digit1.i571 to i8
  %ascii.i573 = or disjoint i8 %digit.byte.i572, 48
  store i8 %ascii.i573, ptr %digit.at.i570, align 1
  %rest.i574 = udiv i64 %remaining.i568, 10
  %more.not.i575 = icmp samesign ult i64 %remaining.i568, 10
  br i1 %more.not.i575, label %__modlink_format_i64.exit581, label %digit.i567

__modlink_format_i64.exit581:                     ; preds = %digit.i567
  %bits141 = zext i8 %bits133 to i64
  %part145 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %digit.at.i570, ptr %part145, align 8
  %part146 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.7, ptr %part146, align 8
  %end.i583 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i583, align 1
  br label %digit.i584

digit.i584:                                       ; preds = %digit.i584, %__modlink_format_i64.exit581
  %remaining.i585 = phi i64 [ %bits141, %__modlink_format_i64.exit581 ], [ %rest.i591, %digit.i584 ]
  %cursor.i586 = phi ptr [ %end.i583, %__modlink_format_i64.exit581 ], [ %digit.at.i587, %digit.i584 ]
  %digit.at.i587 = getelementptr inbounds i8, ptr %cursor.i586, i64 -1
  %digit1.i588 = urem i64 %remaining.i585, 10
  %digit.byte.i589 = trunc nuw nsw i64 %digit1.i588 to i8
  %ascii.i590 = or disjoint i8 %digit.byte.i589, 48
  store i8 %ascii.i590, ptr %digit.at.i587, align 1
  %rest.i591 = udiv i64 %remaining.i585, 10
  %more.not.i592 = icmp samesign ult i64 %remaining.i585, 10
  br i1 %more.not.i592, label %__modlink_format_i64.exit598, label %digit.i584

__modlink_format_i64.exit598:                     ; preds = %digit.i584
  %lanes142 = zext i16 %lanes134 to i64
  %part148 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i587, ptr %part148, align 8
  %part149 = getelementptr inbounds nuw i8, ptr %message.parts, i64 32
  store ptr @.str.8, ptr %part149, align 8
  %end.i600 = getelementptr inbounds nuw i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i600, align 1
  br label %digit.i601

digit.i601:                                       ; preds = %digit.i601, %__modlink_format_i64.exit598
  %remaining.i602 = phi i64 [ %lanes142, %__modlink_format_i64.exit598 ], [ %rest.i608, %digit.i601 ]
  %cursor.i603 = phi ptr [ %end.i600, %__modlink_format_i64.exit598 ], [ %digit.at.i604, %digit.i601 ]
  %digit.at.i604 = getelementptr inbounds i8, ptr %cursor.i603, i64 -1
  %digit1.i605 = urem i64 %remaining.i602, 10
  %digit.byte.i606 = trunc nuw nsw i64 %digit1.i605 to i8
  %ascii.i607 = or disjoint i8 %digit.byte.i606, 48
  store i8 %ascii.i607, ptr %digit.at.i604, align 1
  %rest.i608 = udiv i64 %remaining.i602, 10
  %more.not.i609 = icmp samesign ult i64 %remaining.i602, 10
  br i1 %more.not.i609, label %__modlink_format_i64.exit615, label %digit.i601

__modlink_format_i64.exit615:                     ; preds = %digit.i601
  %part151 = getelementptr inbounds nuw i8, ptr %message.parts, i64 40
  store ptr %digit.at.i604, ptr %part151, align 8
  %missing.i616 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i616, label %common.ret, label %call.i617

call.i617:                                        ; preds = %__modlink_format_i64.exit615
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check18.ok:                                       ; preds = %check17.ok
  %device.at152 = getelementptr inbounds nuw i8, ptr %C.dltensor, i64 8
  %C.device_type = load i32, ptr %device.at152, align 4
  %device.ok153 = icmp eq i32 %C.device_type, 1
  br i1 %device.ok153, label %check19.ok, label %check19.fail

check19.fail:                                     ; preds = %check18.ok
  store ptr @.str.24, ptr %message.parts, align 8
  %9 = tail call i32 @llvm.abs.i32(i32 %C.device_type, i1 false)
  %mag.i619 = zext i32 %9 to i64
  %end.i620 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i620, align 1
  br label %digit.i621

digit.i621:                                       ; preds = %digit.i621, %check19.fail
  %remaining.i622 = phi i64 [ %mag.i619, %check19.fail ], [ %rest.i628, %digit.i621 ]
  %cursor.i623 = phi ptr [ %end.i620, %check19.fail ], [ %digit.at.i624, %digit.i621 ]
  %digit.at.i624 = getelementptr inbounds i8, ptr %cursor.i623, i64 -1
  %digit1.i625 = urem i64 %remaining.i622, 10
  %digit.byte.i626 = trunc nuw nsw i64 %digit1.i625 to i8
  %ascii.i627 = or disjoint i8 %digit.byte.i626, 48
  store i8 %ascii.i627, ptr %digit.at.i624, align 1
  %rest.i628 = udiv i64 %remaining.i622, 10
  %more.not.i629 = icmp samesign ult i64 %remaining.i622, 10
  br i1 %more.not.i629, label %digits.done.i630, label %digit.i621

digits.done.i630:                                 ; preds = %digit.i621
  %neg.i631 = icmp slt i32 %C.device_type, 0
  br i1 %neg.i631, label %sign.i633, label %__modlink_format_i64.exit635

sign.i633:                                        ; preds = %digits.done.i630
  %sign.at.i634 = getelementptr inbounds i8, ptr %cursor.i623, i64 -2
  store i8 45, ptr %sign.at.i634, align 1
  br label %__modlink_format_i64.exit635

__modlink_format_i64.exit635:                     ; preds = %digits.done.i630, %sign.i633
  %start.i632 = phi ptr [ %digit.at.i624, %digits.done.i630 ], [ %sign.at.i634, %sign.i633 ]
  %part157 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i632, ptr %part157, align 8
  %missing.i636 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i636, label %common.ret, label %call.i637

call.i637:                                        ; preds = %__modlink_format_i64.exit635
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check19.ok:                                       ; preds = %check18.ok
  %shape.at158 = getelementptr inbounds nuw i8, ptr %C.dltensor, i64 24
  %C.shape = load ptr, ptr %shape.at158, align 8
  %C.shape0 = load i64, ptr %C.shape, align 8
  %extent.ok160 = icmp eq i64 %C.shape0, %A.shape0
  br i1 %extent.ok160, label %check20.ok, label %check20.fail

check20.fail:                                     ; preds = %check19.ok
  store ptr @.str.25, ptr %message.parts, align 8
  %mag.i639 = tail call i64 @llvm.abs.i64(i64 %C.shape0, i1 false)
  %end.i640 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i640, align 1
  br label %digit.i641

digit.i641:                                       ; preds = %digit.i641, %check20.fail
  %remaining.i642 = phi i64 [ %mag.i639, %check20.fail ], [ %rest.i648, %digit.i641 ]
  %cursor.i643 = phi ptr [ %end.i640, %check20.fail ], [ %digit.at.i644, %digit.i641 ]
  %digit.at.i644 = getelementptr inbounds i8, ptr %cursor.i643, i64 -1
  %digit1.i645 = urem i64 %remaining.i642, 10
  %digit.byte.i646 = trunc nuw nsw i64 %digit1.i645 to i8
  %ascii.i647 = or disjoint i8 %digit.byte.i646, 48
  store i8 %ascii.i647, ptr %digit.at.i644, align 1
  %rest.i648 = udiv i64 %remaining.i642, 10
  %more.not.i649 = icmp ult i64 %remaining.i642, 10
  br i1 %more.not.i649, label %digits.done.i650, label %digit.i641

digits.done.i650:                                 ; preds = %digit.i641
  %neg.i651 = icmp slt i64 %C.shape0, 0
  br i1 %neg.i651, label %sign.i653, label %__modlink_format_i64.exit655

sign.i653:                                        ; preds = %digits.done.i650
  %sign.at.i654 = getelementptr inbounds i8, ptr %cursor.i643, i64 -2
  store i8 45, ptr %sign.at.i654, align 1
  br label %__modlink_format_i64.exit655

__modlink_format_i64.exit655:                     ; preds = %digits.done.i650, %sign.i653
  %start.i652 = phi ptr [ %digit.at.i644, %digits.done.i650 ], [ %sign.at.i654, %sign.i653 ]
  %part163 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i652, ptr %part163, align 8
  %part164 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.18, ptr %part164, align 8
  %mag.i656 = call i64 @llvm.abs.i64(i64 %A.shape0, i1 false)
  %end.i657 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i657, align 1
  br label %digit.i658

digit.i658:                                       ; preds = %digit.i658, %__modlink_format_i64.exit655
  %remaining.i659 = phi i64 [ %mag.i656, %__modlink_format_i64.exit655 ], [ %rest.i665, %digit.i658 ]
  %cursor.i660 = phi ptr [ %end.i657, %__modlink_format_i64.exit655 ], [ %digit.at.i661, %digit.i658 ]
  %digit.at.i661 = getelementptr inbounds i8, ptr %cursor.i660, i64 -1
  %digit1.i662 = urem i64 %remaining.i659, 10
  %digit.byte.i663 = trunc nuw nsw i64 %digit1.i662 to i8
  %ascii.i664 = or disjoint i8 %digit.byte.i663, 48
  store i8 %ascii.i664, ptr %digit.at.i661, align 1
  %rest.i665 = udiv i64 %remaining.i659, 10
  %more.not.i666 = icmp ult i64 %remaining.i659, 10
  br i1 %more.not.i666, label %digits.done.i667, label %digit.i658

digits.done.i667:                                 ; preds = %digit.i658
  %neg.i668 = icmp slt i64 %A.shape0, 0
  br i1 %neg.i668, label %sign.i670, label %__modlink_format_i64.exit672

sign.i670:                                        ; preds = %digits.done.i667
  %sign.at.i671 = getelementptr inbounds i8, ptr %cursor.i660, i64 -2
  store i8 45, ptr %sign.at.i671, align 1
  br label %__modlink_format_i64.exit672

__modlink_format_i64.exit672:                     ; preds = %digits.done.i667, %sign.i670
  %start.i669 = phi ptr [ %digit.at.i661, %digits.done.i667 ], [ %sign.at.i671, %sign.i670 ]
  %part166 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %start.i669, ptr %part166, align 8
  %missing.i673 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i673, label %common.ret, label %call.i674

call.i674:                                        ; preds = %__modlink_format_i64.exit672
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check20.ok:                                       ; preds = %check19.ok
  %strides.at167 = getelementptr inbounds nuw i8, ptr %C.dltensor, i64 32
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
  %data181708 = ptrtoint ptr %data181 to i64
  %byte_offset.at182 = getelementptr inbounds nuw i8, ptr %C.dltensor, i64 40
  %byte_offset183 = load i64, ptr %byte_offset.at182, align 8
  %C.data = getelementptr i8, ptr %data181, i64 %byte_offset183
  %more1.i = icmp sgt i64 %A.shape0, 0
  br i1 %more1.i, label %for.i.body.i.preheader, label %common.ret

for.i.body.i.preheader:                           ; preds = %C.strides.done
  %min.iters.check = icmp ult i64 %A.shape0, 16
  br i1 %min.iters.check, label %for.i.body.i.preheader715, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.i.body.i.preheader
  %10 = add i64 %byte_offset183, %data181708
  %11 = add i64 %byte_offset, %data709
  %12 = sub i64 %10, %11
  %diff.check = icmp ult i64 %12, 64
  %13 = add i64 %byte_offset108, %data106710
  %14 = sub i64 %10, %13
  %diff.check711 = icmp ult i64 %14, 64
  %conflict.rdx = or i1 %diff.check, %diff.check711
  br i1 %conflict.rdx, label %for.i.body.i.preheader715, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %A.shape0, 9223372036854775792
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %15 = getelementptr inbounds nuw float, ptr %C.data, i64 %index
  %16 = getelementptr inbounds nuw float, ptr %A.data, i64 %index
  %17 = getelementptr inbounds nuw i8, ptr %16, i64 32
  %wide.load = load <8 x float>, ptr %16, align 4
  %wide.load712 = load <8 x float>, ptr %17, align 4
  %18 = getelementptr inbounds nuw float, ptr %B.data, i64 %index
  %19 = getelementptr inbounds nuw i8, ptr %18, i64 32
  %wide.load713 = load <8 x float>, ptr %18, align 4
  %wide.load714 = load <8 x float>, ptr %19, align 4
  %20 = fadd <8 x float> %wide.load, %wide.load713
  %21 = fadd <8 x float> %wide.load712, %wide.load714
  %22 = getelementptr inbounds nuw i8, ptr %15, i64 32
  store <8 x float> %20, ptr %15, align 4
  store <8 x float> %21, ptr %22, align 4
  %index.next = add nuw i64 %index, 16
  %23 = icmp eq i64 %index.next, %n.vec
  br i1 %23, label %middle.block, label %vector.body, !llvm.loop !6

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %A.shape0, %n.vec
  br i1 %cmp.n, label %common.ret, label %for.i.body.i.preheader715

for.i.body.i.preheader715:                        ; preds = %vector.memcheck, %for.i.body.i.preheader, %middle.block
  %i.addr.02.i.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.i.body.i.preheader ], [ %n.vec, %middle.block ]
  %xtraiter = and i64 %A.shape0, 3
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.i.body.i.prol.loopexit, label %for.i.body.i.prol

for.i.body.i.prol:                                ; preds = %for.i.body.i.preheader715, %for.i.body.i.prol
  %i.addr.02.i.prol = phi i64 [ %i.next.i.prol, %for.i.body.i.prol ], [ %i.addr.02.i.ph, %for.i.body.i.preheader715 ]
  %prol.iter = phi i64 [ %prol.iter.next, %for.i.body.i.prol ], [ 0, %for.i.body.i.preheader715 ]
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

for.i.body.i.prol.loopexit:                       ; preds = %for.i.body.i.prol, %for.i.body.i.preheader715
  %i.addr.02.i.unr = phi i64 [ %i.addr.02.i.ph, %for.i.body.i.preheader715 ], [ %i.next.i.prol, %for.i.body.i.prol ]
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
  %mag.i676 = tail call i64 @llvm.abs.i64(i64 %C.stride0, i1 false)
  %end.i677 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i677, align 1
  br label %digit.i678

digit.i678:                                       ; preds = %digit.i678, %check21.fail
  %remaining.i679 = phi i64 [ %mag.i676, %check21.fail ], [ %rest.i685, %digit.i678 ]
  %cursor.i680 = phi ptr [ %end.i677, %check21.fail ], [ %digit.at.i681, %digit.i678 ]
  %digit.at.i681 = getelementptr inbounds i8, ptr %cursor.i680, i64 -1
  %digit1.i682 = urem i64 %remaining.i679, 10
  %digit.byte.i683 = trunc nuw nsw i64 %digit1.i682 to i8
  %ascii.i684 = or disjoint i8 %digit.byte.i683, 48
  store i8 %ascii.i684, ptr %digit.at.i681, align 1
  %rest.i685 = udiv i64 %remaining.i679, 10
  %more.not.i686 = icmp ult i64 %remaining.i679, 10
  br i1 %more.not.i686, label %digits.done.i687, label %digit.i678

digits.done.i687:                                 ; preds = %digit.i678
  %neg.i688 = icmp slt i64 %C.stride0, 0
  br i1 %neg.i688, label %sign.i690, label %__modlink_format_i64.exit692

sign.i690:                                        ; preds = %digits.done.i687
  %sign.at.i691 = getelementptr inbounds i8, ptr %cursor.i680, i64 -2
  store i8 45, ptr %sign.at.i691, align 1
  br label %__modlink_format_i64.exit692

__modlink_format_i64.exit692:                     ; preds = %digits.done.i687, %sign.i690
  %start.i689 = phi ptr [ %digit.at.i681, %digits.done.i687 ], [ %sign.at.i691, %sign.i690 ]
  %part175 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i689, ptr %part175, align 8
  %part176 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.11, ptr %part176, align 8
  %end.i693 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i693, align 1
  %digit.at.i697 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i697, align 1
  %part178 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i697, ptr %part178, align 8
  %missing.i705 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i705, label %common.ret, label %call.i706

call.i706:                                        ; preds = %__modlink_format_i64.exit692
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
