	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	dot_scaled_gemm                 ; -- Begin function dot_scaled_gemm
	.p2align	8
	.type	dot_scaled_gemm,@function
dot_scaled_gemm:                        ; @dot_scaled_gemm
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.111:
	.file	1 "/tmp" "g.py"
	.loc	1 5 0 prologue_end              ; g.py:5:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx2 s[12:13], s[0:1], 0x28
	s_load_dword s14, s[0:1], 0x30
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.112:
.LBB0_0:
.Ltmp1:
	.loc	1 14 36 is_stmt 1               ; g.py:14:36
	s_lshr_b32 s0, s14, 31
	.loc	1 7 24                          ; g.py:7:24
	s_lshl_b32 s12, s15, 6
	.loc	1 7 39 is_stmt 0                ; g.py:7:39
	v_lshrrev_b32_e32 v59, 6, v0
	.loc	1 14 36 is_stmt 1               ; g.py:14:36
	s_add_i32 s0, s14, s0
	.loc	1 7 27                          ; g.py:7:27
	v_or_b32_e32 v1, s12, v59
	.loc	1 14 36                         ; g.py:14:36
	s_ashr_i32 s15, s0, 1
	.loc	1 14 33 is_stmt 0               ; g.py:14:33
	v_mul_lo_u32 v4, s15, v1
	.loc	1 14 21                         ; g.py:14:21
	v_ashrrev_i32_e32 v5, 31, v4
	.loc	1 13 24 is_stmt 1               ; g.py:13:24
	s_cmp_gt_i32 s14, 0
	.loc	1 14 44                         ; g.py:14:44
	v_mov_b32_e32 v44, 0
	.loc	1 7 39                          ; g.py:7:39
	v_and_b32_e32 v2, 63, v0
	.loc	1 14 21                         ; g.py:14:21
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[4:5]
	.loc	1 13 24                         ; g.py:13:24
	s_cselect_b64 s[18:19], -1, 0
	s_cmp_lt_i32 s14, 1
	.loc	1 14 44                         ; g.py:14:44
	v_mov_b32_e32 v3, v44
	.loc	1 14 19 is_stmt 0               ; g.py:14:19
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	.loc	1 0 19                          ; g.py:0:19
	v_lshl_add_u64 v[6:7], v[4:5], 0, v[2:3]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v45, v[6:7], off
	s_branch .LBB0_3
.LBB0_2:
	.loc	1 0 19                          ; g.py:0:19
	v_mov_b32_e32 v45, 0
.LBB0_3:
	.loc	1 7 39 is_stmt 1                ; g.py:7:39
	v_or_b32_e32 v1, 4, v59
	.loc	1 7 27 is_stmt 0                ; g.py:7:27
	v_or_b32_e32 v6, s12, v1
	.loc	1 14 33 is_stmt 1               ; g.py:14:33
	v_mul_lo_u32 v6, s15, v6
	.loc	1 14 21 is_stmt 0               ; g.py:14:21
	v_ashrrev_i32_e32 v7, 31, v6
	.loc	1 14 19                         ; g.py:14:19
	v_cndmask_b32_e64 v8, 0, 1, s[18:19]
	v_cmp_ne_u32_e64 s[0:1], 1, v8
	s_andn2_b64 vcc, exec, s[18:19]
	.loc	1 14 21                         ; g.py:14:21
	v_lshl_add_u64 v[6:7], s[2:3], 0, v[6:7]
	.loc	1 14 19                         ; g.py:14:19
	s_cbranch_vccnz .LBB0_5
; %bb.4:
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[8:9], v[6:7], 0, v[2:3]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v44, v[8:9], off
.LBB0_5:
	.loc	1 7 27 is_stmt 1                ; g.py:7:27
	v_or3_b32 v8, v59, s12, 8
	.loc	1 14 33                         ; g.py:14:33
	v_mul_lo_u32 v8, s15, v8
	.loc	1 14 21 is_stmt 0               ; g.py:14:21
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], s[2:3], 0, v[8:9]
	v_mov_b32_e32 v46, 0
	.loc	1 14 19                         ; g.py:14:19
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v47, 0
	s_cbranch_vccnz .LBB0_7
; %bb.6:
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[10:11], v[8:9], 0, v[2:3]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v47, v[10:11], off
.LBB0_7:
	.loc	1 7 39 is_stmt 1                ; g.py:7:39
	v_or_b32_e32 v62, 12, v59
	.loc	1 7 27 is_stmt 0                ; g.py:7:27
	v_or_b32_e32 v10, s12, v62
	.loc	1 14 33 is_stmt 1               ; g.py:14:33
	v_mul_lo_u32 v10, s15, v10
	.loc	1 14 21 is_stmt 0               ; g.py:14:21
	v_ashrrev_i32_e32 v11, 31, v10
	.loc	1 14 19                         ; g.py:14:19
	s_and_b64 vcc, exec, s[0:1]
	.loc	1 14 21                         ; g.py:14:21
	v_lshl_add_u64 v[10:11], s[2:3], 0, v[10:11]
	.loc	1 14 19                         ; g.py:14:19
	s_cbranch_vccnz .LBB0_9
; %bb.8:
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[12:13], v[10:11], 0, v[2:3]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v46, v[12:13], off
.LBB0_9:
	.loc	1 7 27 is_stmt 1                ; g.py:7:27
	v_or3_b32 v12, v59, s12, 16
	.loc	1 14 33                         ; g.py:14:33
	v_mul_lo_u32 v12, s15, v12
	.loc	1 14 21 is_stmt 0               ; g.py:14:21
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[12:13], s[2:3], 0, v[12:13]
	v_mov_b32_e32 v49, 0
	.loc	1 14 19                         ; g.py:14:19
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v50, 0
	s_cbranch_vccnz .LBB0_11
; %bb.10:
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[14:15], v[12:13], 0, v[2:3]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v50, v[14:15], off
.LBB0_11:
	.loc	1 7 27 is_stmt 1                ; g.py:7:27
	v_or3_b32 v14, v59, s12, 20
	.loc	1 14 33                         ; g.py:14:33
	v_mul_lo_u32 v14, s15, v14
	.loc	1 14 21 is_stmt 0               ; g.py:14:21
	v_ashrrev_i32_e32 v15, 31, v14
	.loc	1 14 19                         ; g.py:14:19
	s_and_b64 vcc, exec, s[0:1]
	.loc	1 14 21                         ; g.py:14:21
	v_lshl_add_u64 v[14:15], s[2:3], 0, v[14:15]
	.loc	1 14 19                         ; g.py:14:19
	s_cbranch_vccnz .LBB0_13
; %bb.12:
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[16:17], v[14:15], 0, v[2:3]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v49, v[16:17], off
.LBB0_13:
	.loc	1 7 27 is_stmt 1                ; g.py:7:27
	v_or3_b32 v16, v59, s12, 24
	.loc	1 14 33                         ; g.py:14:33
	v_mul_lo_u32 v16, s15, v16
	.loc	1 14 21 is_stmt 0               ; g.py:14:21
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], s[2:3], 0, v[16:17]
	v_mov_b32_e32 v51, 0
	.loc	1 14 19                         ; g.py:14:19
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v53, 0
	s_cbranch_vccnz .LBB0_15
; %bb.14:
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[18:19], v[16:17], 0, v[2:3]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v53, v[18:19], off
.LBB0_15:
	.loc	1 7 39 is_stmt 1                ; g.py:7:39
	v_or_b32_e32 v84, 28, v59
	.loc	1 7 27 is_stmt 0                ; g.py:7:27
	v_or_b32_e32 v18, s12, v84
	.loc	1 14 33 is_stmt 1               ; g.py:14:33
	v_mul_lo_u32 v18, s15, v18
	.loc	1 14 21 is_stmt 0               ; g.py:14:21
	v_ashrrev_i32_e32 v19, 31, v18
	.loc	1 14 19                         ; g.py:14:19
	s_and_b64 vcc, exec, s[0:1]
	.loc	1 14 21                         ; g.py:14:21
	v_lshl_add_u64 v[18:19], s[2:3], 0, v[18:19]
	.loc	1 14 19                         ; g.py:14:19
	s_cbranch_vccnz .LBB0_17
; %bb.16:
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[20:21], v[18:19], 0, v[2:3]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v51, v[20:21], off
.LBB0_17:
	.loc	1 7 27 is_stmt 1                ; g.py:7:27
	v_or3_b32 v20, v59, s12, 32
	.loc	1 14 33                         ; g.py:14:33
	v_mul_lo_u32 v20, s15, v20
	.loc	1 14 21 is_stmt 0               ; g.py:14:21
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshl_add_u64 v[20:21], s[2:3], 0, v[20:21]
	v_mov_b32_e32 v52, 0
	.loc	1 14 19                         ; g.py:14:19
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v54, 0
	s_cbranch_vccnz .LBB0_19
; %bb.18:
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[22:23], v[20:21], 0, v[2:3]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v54, v[22:23], off
.LBB0_19:
	.loc	1 7 27 is_stmt 1                ; g.py:7:27
	v_or3_b32 v22, v59, s12, 36
	.loc	1 14 33                         ; g.py:14:33
	v_mul_lo_u32 v22, s15, v22
	.loc	1 14 21 is_stmt 0               ; g.py:14:21
	v_ashrrev_i32_e32 v23, 31, v22
	.loc	1 14 19                         ; g.py:14:19
	s_and_b64 vcc, exec, s[0:1]
	.loc	1 14 21                         ; g.py:14:21
	v_lshl_add_u64 v[22:23], s[2:3], 0, v[22:23]
	.loc	1 14 19                         ; g.py:14:19
	s_cbranch_vccnz .LBB0_21
; %bb.20:
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[24:25], v[22:23], 0, v[2:3]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v52, v[24:25], off
.LBB0_21:
	.loc	1 7 27 is_stmt 1                ; g.py:7:27
	v_or3_b32 v24, v59, s12, 40
	.loc	1 14 33                         ; g.py:14:33
	v_mul_lo_u32 v24, s15, v24
	.loc	1 14 21 is_stmt 0               ; g.py:14:21
	v_ashrrev_i32_e32 v25, 31, v24
	v_lshl_add_u64 v[24:25], s[2:3], 0, v[24:25]
	v_mov_b32_e32 v56, 0
	.loc	1 14 19                         ; g.py:14:19
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v55, 0
	s_cbranch_vccnz .LBB0_23
; %bb.22:
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[26:27], v[24:25], 0, v[2:3]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v55, v[26:27], off
.LBB0_23:
	.loc	1 7 39 is_stmt 1                ; g.py:7:39
	v_or_b32_e32 v80, 44, v59
	.loc	1 7 27 is_stmt 0                ; g.py:7:27
	v_or_b32_e32 v26, s12, v80
	.loc	1 14 33 is_stmt 1               ; g.py:14:33
	v_mul_lo_u32 v26, s15, v26
	.loc	1 14 21 is_stmt 0               ; g.py:14:21
	v_ashrrev_i32_e32 v27, 31, v26
	.loc	1 14 19                         ; g.py:14:19
	s_and_b64 vcc, exec, s[0:1]
	.loc	1 14 21                         ; g.py:14:21
	v_lshl_add_u64 v[26:27], s[2:3], 0, v[26:27]
	.loc	1 14 19                         ; g.py:14:19
	s_cbranch_vccnz .LBB0_25
; %bb.24:
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[28:29], v[26:27], 0, v[2:3]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v56, v[28:29], off
.LBB0_25:
	.loc	1 7 27 is_stmt 1                ; g.py:7:27
	v_or3_b32 v28, v59, s12, 48
	.loc	1 14 33                         ; g.py:14:33
	v_mul_lo_u32 v28, s15, v28
	.loc	1 14 21 is_stmt 0               ; g.py:14:21
	v_ashrrev_i32_e32 v29, 31, v28
	v_lshl_add_u64 v[28:29], s[2:3], 0, v[28:29]
	v_mov_b32_e32 v57, 0
	.loc	1 14 19                         ; g.py:14:19
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v58, 0
	s_cbranch_vccnz .LBB0_27
; %bb.26:
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[30:31], v[28:29], 0, v[2:3]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v58, v[30:31], off
.LBB0_27:
	.loc	1 7 27 is_stmt 1                ; g.py:7:27
	v_or3_b32 v30, v59, s12, 52
	.loc	1 14 33                         ; g.py:14:33
	v_mul_lo_u32 v30, s15, v30
	.loc	1 14 21 is_stmt 0               ; g.py:14:21
	v_ashrrev_i32_e32 v31, 31, v30
	.loc	1 14 19                         ; g.py:14:19
	s_and_b64 vcc, exec, s[0:1]
	.loc	1 14 21                         ; g.py:14:21
	v_lshl_add_u64 v[30:31], s[2:3], 0, v[30:31]
	.loc	1 14 19                         ; g.py:14:19
	s_cbranch_vccnz .LBB0_29
; %bb.28:
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[32:33], v[30:31], 0, v[2:3]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v57, v[32:33], off
.LBB0_29:
	.loc	1 7 27 is_stmt 1                ; g.py:7:27
	v_or3_b32 v32, v59, s12, 56
	.loc	1 14 33                         ; g.py:14:33
	v_mul_lo_u32 v32, s15, v32
	.loc	1 14 21 is_stmt 0               ; g.py:14:21
	v_ashrrev_i32_e32 v33, 31, v32
	v_lshl_add_u64 v[32:33], s[2:3], 0, v[32:33]
	v_mov_b32_e32 v61, 0
	.loc	1 14 19                         ; g.py:14:19
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v63, 0
	s_cbranch_vccnz .LBB0_31
; %bb.30:
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[34:35], v[32:33], 0, v[2:3]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v63, v[34:35], off
.LBB0_31:
	.loc	1 7 39 is_stmt 1                ; g.py:7:39
	v_or_b32_e32 v76, 60, v59
	.loc	1 7 27 is_stmt 0                ; g.py:7:27
	v_or_b32_e32 v34, s12, v76
	.loc	1 14 33 is_stmt 1               ; g.py:14:33
	v_mul_lo_u32 v34, s15, v34
	.loc	1 14 21 is_stmt 0               ; g.py:14:21
	v_ashrrev_i32_e32 v35, 31, v34
	.loc	1 14 19                         ; g.py:14:19
	s_and_b64 vcc, exec, s[0:1]
	.loc	1 14 21                         ; g.py:14:21
	v_lshl_add_u64 v[34:35], s[2:3], 0, v[34:35]
	.loc	1 14 19                         ; g.py:14:19
	s_cbranch_vccnz .LBB0_33
; %bb.32:
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[36:37], v[34:35], 0, v[2:3]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v61, v[36:37], off
.LBB0_33:
	.loc	1 8 24 is_stmt 1                ; g.py:8:24
	s_lshl_b32 s2, s16, 6
	.loc	1 8 27 is_stmt 0                ; g.py:8:27
	v_or_b32_e32 v42, s2, v2
	.loc	1 15 39 is_stmt 1               ; g.py:15:39
	v_ashrrev_i32_e32 v43, 31, v42
	v_mov_b32_e32 v3, 0
	.loc	1 15 19 is_stmt 0               ; g.py:15:19
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v65, 0
	s_cbranch_vccnz .LBB0_35
; %bb.34:
	.loc	1 0 19                          ; g.py:0:19
	v_mul_lo_u32 v36, s13, v59
	v_ashrrev_i32_e32 v37, 31, v36
	v_lshl_add_u64 v[36:37], s[6:7], 0, v[36:37]
	v_lshl_add_u64 v[36:37], v[36:37], 0, v[42:43]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v65, v[36:37], off
.LBB0_35:
	s_and_b64 vcc, exec, s[0:1]
	.loc	1 15 37                         ; g.py:15:37
	v_mul_lo_u32 v36, s13, v1
	.loc	1 15 19                         ; g.py:15:19
	s_cbranch_vccnz .LBB0_37
; %bb.36:
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v37, 31, v36
	v_lshl_add_u64 v[38:39], s[6:7], 0, v[36:37]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[38:39], v[38:39], 0, v[42:43]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v3, v[38:39], off
.LBB0_37:
	.loc	1 15 37                         ; g.py:15:37
	s_lshl_b32 s3, s13, 2
	v_add_u32_e32 v36, s3, v36
	v_mov_b32_e32 v66, 0
	.loc	1 15 19                         ; g.py:15:19
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v67, 0
	s_cbranch_vccnz .LBB0_39
; %bb.38:
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v37, 31, v36
	v_lshl_add_u64 v[38:39], s[6:7], 0, v[36:37]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[38:39], v[38:39], 0, v[42:43]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v67, v[38:39], off
.LBB0_39:
	s_and_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB0_41
; %bb.40:
	.loc	1 15 37                         ; g.py:15:37
	v_mul_lo_u32 v38, s13, v62
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v39, 31, v38
	v_lshl_add_u64 v[38:39], s[6:7], 0, v[38:39]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[38:39], v[38:39], 0, v[42:43]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v66, v[38:39], off
.LBB0_41:
	.loc	1 15 37                         ; g.py:15:37
	s_lshl_b32 s15, s13, 3
	v_add_u32_e32 v36, s15, v36
	v_mov_b32_e32 v69, 0
	.loc	1 15 19                         ; g.py:15:19
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v70, 0
	s_cbranch_vccnz .LBB0_43
; %bb.42:
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v37, 31, v36
	v_lshl_add_u64 v[38:39], s[6:7], 0, v[36:37]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[38:39], v[38:39], 0, v[42:43]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v70, v[38:39], off
.LBB0_43:
	s_and_b64 vcc, exec, s[0:1]
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v36, s3, v36
	.loc	1 15 19                         ; g.py:15:19
	s_cbranch_vccnz .LBB0_45
; %bb.44:
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v37, 31, v36
	v_lshl_add_u64 v[38:39], s[6:7], 0, v[36:37]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[38:39], v[38:39], 0, v[42:43]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v69, v[38:39], off
.LBB0_45:
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v36, s3, v36
	v_mov_b32_e32 v71, 0
	.loc	1 15 19                         ; g.py:15:19
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v73, 0
	s_cbranch_vccnz .LBB0_47
; %bb.46:
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v37, 31, v36
	v_lshl_add_u64 v[38:39], s[6:7], 0, v[36:37]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[38:39], v[38:39], 0, v[42:43]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v73, v[38:39], off
.LBB0_47:
	s_and_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB0_49
; %bb.48:
	.loc	1 15 37                         ; g.py:15:37
	v_mul_lo_u32 v38, s13, v84
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v39, 31, v38
	v_lshl_add_u64 v[38:39], s[6:7], 0, v[38:39]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[38:39], v[38:39], 0, v[42:43]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v71, v[38:39], off
.LBB0_49:
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v36, s15, v36
	v_mov_b32_e32 v74, 0
	.loc	1 15 19                         ; g.py:15:19
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v75, 0
	s_cbranch_vccnz .LBB0_51
; %bb.50:
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v37, 31, v36
	v_lshl_add_u64 v[38:39], s[6:7], 0, v[36:37]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[38:39], v[38:39], 0, v[42:43]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v75, v[38:39], off
.LBB0_51:
	s_and_b64 vcc, exec, s[0:1]
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v36, s3, v36
	.loc	1 15 19                         ; g.py:15:19
	s_cbranch_vccnz .LBB0_53
; %bb.52:
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v37, 31, v36
	v_lshl_add_u64 v[38:39], s[6:7], 0, v[36:37]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[38:39], v[38:39], 0, v[42:43]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v74, v[38:39], off
.LBB0_53:
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v36, s3, v36
	v_mov_b32_e32 v77, 0
	.loc	1 15 19                         ; g.py:15:19
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v78, 0
	s_cbranch_vccnz .LBB0_55
; %bb.54:
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v37, 31, v36
	v_lshl_add_u64 v[38:39], s[6:7], 0, v[36:37]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[38:39], v[38:39], 0, v[42:43]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v78, v[38:39], off
.LBB0_55:
	s_and_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB0_57
; %bb.56:
	.loc	1 15 37                         ; g.py:15:37
	v_mul_lo_u32 v38, s13, v80
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v39, 31, v38
	v_lshl_add_u64 v[38:39], s[6:7], 0, v[38:39]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[38:39], v[38:39], 0, v[42:43]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v77, v[38:39], off
.LBB0_57:
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v36, s15, v36
	v_mov_b32_e32 v79, 0
	.loc	1 15 19                         ; g.py:15:19
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v81, 0
	s_cbranch_vccnz .LBB0_59
; %bb.58:
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v37, 31, v36
	v_lshl_add_u64 v[38:39], s[6:7], 0, v[36:37]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[38:39], v[38:39], 0, v[42:43]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v81, v[38:39], off
.LBB0_59:
	s_and_b64 vcc, exec, s[0:1]
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v36, s3, v36
	.loc	1 15 19                         ; g.py:15:19
	s_cbranch_vccnz .LBB0_61
; %bb.60:
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v37, 31, v36
	v_lshl_add_u64 v[38:39], s[6:7], 0, v[36:37]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[38:39], v[38:39], 0, v[42:43]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v79, v[38:39], off
.LBB0_61:
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v36, s3, v36
	v_mov_b32_e32 v82, 0
	.loc	1 15 19                         ; g.py:15:19
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v83, 0
	s_cbranch_vccnz .LBB0_63
; %bb.62:
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v37, 31, v36
	v_lshl_add_u64 v[38:39], s[6:7], 0, v[36:37]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[38:39], v[38:39], 0, v[42:43]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v83, v[38:39], off
.LBB0_63:
	s_and_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB0_65
; %bb.64:
	.loc	1 15 37                         ; g.py:15:37
	v_mul_lo_u32 v38, s13, v76
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v39, 31, v38
	v_lshl_add_u64 v[38:39], s[6:7], 0, v[38:39]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[38:39], v[38:39], 0, v[42:43]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v82, v[38:39], off
.LBB0_65:
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v36, s15, v36
	v_mov_b32_e32 v85, 0
	.loc	1 15 19                         ; g.py:15:19
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v86, 0
	s_cbranch_vccnz .LBB0_67
; %bb.66:
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v37, 31, v36
	v_lshl_add_u64 v[38:39], s[6:7], 0, v[36:37]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[38:39], v[38:39], 0, v[42:43]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v86, v[38:39], off
.LBB0_67:
	s_and_b64 vcc, exec, s[0:1]
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v36, s3, v36
	.loc	1 15 19                         ; g.py:15:19
	s_cbranch_vccnz .LBB0_69
; %bb.68:
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v37, 31, v36
	v_lshl_add_u64 v[38:39], s[6:7], 0, v[36:37]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[38:39], v[38:39], 0, v[42:43]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v85, v[38:39], off
.LBB0_69:
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v36, s3, v36
	v_mov_b32_e32 v87, 0
	.loc	1 15 19                         ; g.py:15:19
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v88, 0
	s_cbranch_vccnz .LBB0_71
; %bb.70:
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v37, 31, v36
	v_lshl_add_u64 v[38:39], s[6:7], 0, v[36:37]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[38:39], v[38:39], 0, v[42:43]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v88, v[38:39], off
.LBB0_71:
	s_and_b64 vcc, exec, s[0:1]
	.loc	1 10 19 is_stmt 1               ; g.py:10:19
	v_or_b32_e32 v72, 0x4c, v59
	.loc	1 15 19                         ; g.py:15:19
	s_cbranch_vccnz .LBB0_73
; %bb.72:
	.loc	1 15 37 is_stmt 0               ; g.py:15:37
	v_mul_lo_u32 v38, s13, v72
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v39, 31, v38
	v_lshl_add_u64 v[38:39], s[6:7], 0, v[38:39]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[38:39], v[38:39], 0, v[42:43]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v87, v[38:39], off
.LBB0_73:
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v36, s15, v36
	v_mov_b32_e32 v89, 0
	.loc	1 15 19                         ; g.py:15:19
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v90, 0
	s_cbranch_vccnz .LBB0_75
; %bb.74:
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v37, 31, v36
	v_lshl_add_u64 v[38:39], s[6:7], 0, v[36:37]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[38:39], v[38:39], 0, v[42:43]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v90, v[38:39], off
.LBB0_75:
	s_and_b64 vcc, exec, s[0:1]
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v36, s3, v36
	.loc	1 15 19                         ; g.py:15:19
	s_cbranch_vccnz .LBB0_77
; %bb.76:
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v37, 31, v36
	v_lshl_add_u64 v[38:39], s[6:7], 0, v[36:37]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[38:39], v[38:39], 0, v[42:43]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v89, v[38:39], off
.LBB0_77:
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v36, s3, v36
	v_mov_b32_e32 v91, 0
	.loc	1 15 19                         ; g.py:15:19
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v92, 0
	s_cbranch_vccnz .LBB0_79
; %bb.78:
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v37, 31, v36
	v_lshl_add_u64 v[38:39], s[6:7], 0, v[36:37]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[38:39], v[38:39], 0, v[42:43]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v92, v[38:39], off
.LBB0_79:
	s_and_b64 vcc, exec, s[0:1]
	.loc	1 10 19 is_stmt 1               ; g.py:10:19
	v_or_b32_e32 v68, 0x5c, v59
	.loc	1 15 19                         ; g.py:15:19
	s_cbranch_vccnz .LBB0_81
; %bb.80:
	.loc	1 15 37 is_stmt 0               ; g.py:15:37
	v_mul_lo_u32 v38, s13, v68
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v39, 31, v38
	v_lshl_add_u64 v[38:39], s[6:7], 0, v[38:39]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[38:39], v[38:39], 0, v[42:43]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v91, v[38:39], off
.LBB0_81:
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v36, s15, v36
	v_mov_b32_e32 v93, 0
	.loc	1 15 19                         ; g.py:15:19
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v94, 0
	s_cbranch_vccnz .LBB0_83
; %bb.82:
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v37, 31, v36
	v_lshl_add_u64 v[38:39], s[6:7], 0, v[36:37]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[38:39], v[38:39], 0, v[42:43]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v94, v[38:39], off
.LBB0_83:
	s_and_b64 vcc, exec, s[0:1]
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v36, s3, v36
	.loc	1 15 19                         ; g.py:15:19
	s_cbranch_vccnz .LBB0_85
; %bb.84:
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v37, 31, v36
	v_lshl_add_u64 v[38:39], s[6:7], 0, v[36:37]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[38:39], v[38:39], 0, v[42:43]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v93, v[38:39], off
.LBB0_85:
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v36, s3, v36
	v_mov_b32_e32 v95, 0
	.loc	1 15 19                         ; g.py:15:19
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v96, 0
	s_cbranch_vccnz .LBB0_87
; %bb.86:
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v37, 31, v36
	v_lshl_add_u64 v[38:39], s[6:7], 0, v[36:37]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[38:39], v[38:39], 0, v[42:43]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v96, v[38:39], off
.LBB0_87:
	s_and_b64 vcc, exec, s[0:1]
	.loc	1 10 19 is_stmt 1               ; g.py:10:19
	v_or_b32_e32 v64, 0x6c, v59
	.loc	1 15 19                         ; g.py:15:19
	s_cbranch_vccnz .LBB0_89
; %bb.88:
	.loc	1 15 37 is_stmt 0               ; g.py:15:37
	v_mul_lo_u32 v38, s13, v64
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v39, 31, v38
	v_lshl_add_u64 v[38:39], s[6:7], 0, v[38:39]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[38:39], v[38:39], 0, v[42:43]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v95, v[38:39], off
.LBB0_89:
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v36, s15, v36
	v_mov_b32_e32 v97, 0
	.loc	1 15 19                         ; g.py:15:19
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v98, 0
	s_cbranch_vccnz .LBB0_91
; %bb.90:
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v37, 31, v36
	v_lshl_add_u64 v[38:39], s[6:7], 0, v[36:37]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[38:39], v[38:39], 0, v[42:43]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v98, v[38:39], off
.LBB0_91:
	s_and_b64 vcc, exec, s[0:1]
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v36, s3, v36
	.loc	1 15 19                         ; g.py:15:19
	s_cbranch_vccnz .LBB0_93
; %bb.92:
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v37, 31, v36
	v_lshl_add_u64 v[38:39], s[6:7], 0, v[36:37]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[38:39], v[38:39], 0, v[42:43]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v97, v[38:39], off
.LBB0_93:
	.loc	1 0 19                          ; g.py:0:19
	v_mov_b32_e32 v99, 0
	.loc	1 15 19                         ; g.py:15:19
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v100, 0
	s_cbranch_vccnz .LBB0_95
; %bb.94:
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v36, s3, v36
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v37, 31, v36
	v_lshl_add_u64 v[36:37], s[6:7], 0, v[36:37]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[36:37], v[36:37], 0, v[42:43]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v100, v[36:37], off
.LBB0_95:
	s_and_b64 vcc, exec, s[0:1]
	.loc	1 10 19 is_stmt 1               ; g.py:10:19
	v_or_b32_e32 v60, 0x7c, v59
	.loc	1 15 19                         ; g.py:15:19
	s_cbranch_vccnz .LBB0_97
; %bb.96:
	.loc	1 15 37 is_stmt 0               ; g.py:15:37
	v_mul_lo_u32 v36, s13, v60
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v37, 31, v36
	v_lshl_add_u64 v[36:37], s[6:7], 0, v[36:37]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[36:37], v[36:37], 0, v[42:43]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v99, v[36:37], off
.LBB0_97:
	.loc	1 16 42 is_stmt 1               ; g.py:16:42
	s_ashr_i32 s3, s14, 31
	s_lshr_b32 s3, s3, 27
	.loc	1 7 39                          ; g.py:7:39
	v_lshrrev_b32_e32 v1, 2, v0
	.loc	1 16 42                         ; g.py:16:42
	s_add_i32 s3, s14, s3
	.loc	1 7 27                          ; g.py:7:27
	v_or_b32_e32 v37, s12, v1
	.loc	1 16 42                         ; g.py:16:42
	s_ashr_i32 s3, s3, 5
	.loc	1 16 39 is_stmt 0               ; g.py:16:39
	v_mul_lo_u32 v38, s3, v37
	.loc	1 16 27                         ; g.py:16:27
	v_ashrrev_i32_e32 v39, 31, v38
	.loc	1 11 19 is_stmt 1               ; g.py:11:19
	v_and_b32_e32 v36, 3, v0
	.loc	1 16 27                         ; g.py:16:27
	v_lshl_add_u64 v[38:39], s[4:5], 0, v[38:39]
	v_mov_b32_e32 v101, 0
	.loc	1 16 19 is_stmt 0               ; g.py:16:19
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v102, 0
	s_cbranch_vccnz .LBB0_99
; %bb.98:
	.loc	1 0 19                          ; g.py:0:19
	v_mov_b32_e32 v37, 0
	v_lshl_add_u64 v[40:41], v[38:39], 0, v[36:37]
	.loc	1 16 19                         ; g.py:16:19
	global_load_ubyte v102, v[40:41], off
.LBB0_99:
	.loc	1 8 27 is_stmt 1                ; g.py:8:27
	v_or_b32_e32 v37, s2, v1
	.loc	1 17 39                         ; g.py:17:39
	v_mul_lo_u32 v40, s3, v37
	.loc	1 17 27 is_stmt 0               ; g.py:17:27
	v_ashrrev_i32_e32 v41, 31, v40
	.loc	1 17 19                         ; g.py:17:19
	s_and_b64 vcc, exec, s[0:1]
	.loc	1 17 27                         ; g.py:17:27
	v_lshl_add_u64 v[40:41], s[8:9], 0, v[40:41]
	.loc	1 17 19                         ; g.py:17:19
	s_cbranch_vccnz .LBB0_101
; %bb.100:
	.loc	1 0 19                          ; g.py:0:19
	v_mov_b32_e32 v37, 0
	v_lshl_add_u64 v[104:105], v[40:41], 0, v[36:37]
	.loc	1 17 19                         ; g.py:17:19
	global_load_ubyte v101, v[104:105], off
.LBB0_101:
	.loc	1 14 19 is_stmt 1               ; g.py:14:19
	v_add_u32_e32 v48, 0, v0
	v_xor_b32_e32 v37, 16, v0
	s_waitcnt vmcnt(0)
	ds_write_b8 v48, v45 offset:8192
	ds_write_b8 v48, v50 offset:9216
	ds_write_b8 v48, v54 offset:10240
	ds_write_b8 v48, v58 offset:11264
	v_add_u32_e32 v50, 0, v37
	v_xor_b32_e32 v37, 32, v0
	ds_write_b8 v50, v44 offset:8448
	ds_write_b8 v50, v49 offset:9472
	ds_write_b8 v50, v52 offset:10496
	ds_write_b8 v50, v57 offset:11520
	v_add_u32_e32 v52, 0, v37
	v_xor_b32_e32 v37, 48, v0
	ds_write_b8 v52, v47 offset:8704
	ds_write_b8 v52, v53 offset:9728
	ds_write_b8 v52, v55 offset:10752
	ds_write_b8 v52, v63 offset:11776
	v_add_u32_e32 v55, 0, v37
	.loc	1 13 24                         ; g.py:13:24
	s_add_i32 s3, s14, 0xffffff80
	.loc	1 14 19                         ; g.py:14:19
	ds_write_b8 v55, v46 offset:8960
	ds_write_b8 v55, v51 offset:9984
	ds_write_b8 v55, v56 offset:11008
	ds_write_b8 v55, v61 offset:12032
	.loc	1 15 19                         ; g.py:15:19
	ds_write_b8 v48, v65
	ds_write_b8 v48, v70 offset:1024
	ds_write_b8 v48, v75 offset:2048
	ds_write_b8 v48, v81 offset:3072
	ds_write_b8 v48, v86 offset:4096
	ds_write_b8 v48, v90 offset:5120
	ds_write_b8 v48, v94 offset:6144
	ds_write_b8 v48, v98 offset:7168
	ds_write_b8 v50, v3 offset:256
	ds_write_b8 v50, v69 offset:1280
	ds_write_b8 v50, v74 offset:2304
	ds_write_b8 v50, v79 offset:3328
	ds_write_b8 v50, v85 offset:4352
	ds_write_b8 v50, v89 offset:5376
	ds_write_b8 v50, v93 offset:6400
	ds_write_b8 v50, v97 offset:7424
	ds_write_b8 v52, v67 offset:512
	ds_write_b8 v52, v73 offset:1536
	ds_write_b8 v52, v78 offset:2560
	ds_write_b8 v52, v83 offset:3584
	ds_write_b8 v52, v88 offset:4608
	ds_write_b8 v52, v92 offset:5632
	ds_write_b8 v52, v96 offset:6656
	ds_write_b8 v52, v100 offset:7680
	ds_write_b8 v55, v66 offset:768
	ds_write_b8 v55, v71 offset:1792
	ds_write_b8 v55, v77 offset:2816
	ds_write_b8 v55, v82 offset:3840
	ds_write_b8 v55, v87 offset:4864
	ds_write_b8 v55, v91 offset:5888
	ds_write_b8 v55, v95 offset:6912
	ds_write_b8 v55, v99 offset:7936
	.loc	1 16 19                         ; g.py:16:19
	ds_write_b8 v48, v102 offset:12288
	.loc	1 17 19                         ; g.py:17:19
	ds_write_b8 v48, v101 offset:12544
	.loc	1 13 24                         ; g.py:13:24
	s_cmp_gt_i32 s3, 0
	v_and_b32_e32 v58, 48, v0
	v_lshlrev_b32_e32 v66, 5, v0
	v_lshlrev_b32_e32 v67, 3, v0
	v_and_b32_e32 v56, 8, v0
	v_and_b32_e32 v57, 64, v0
	s_cbranch_scc1 .LBB0_103
; %bb.102:                              ; %.._crit_edge_crit_edge
	.loc	1 14 19                         ; g.py:14:19
	v_and_b32_e32 v61, 48, v0
	.loc	1 15 19                         ; g.py:15:19
	v_and_b32_e32 v63, 64, v0
	v_lshlrev_b32_e32 v44, 6, v61
	v_and_b32_e32 v45, 0xc0, v66
	v_and_b32_e32 v46, 8, v67
	v_and_b32_e32 v65, 8, v0
	v_lshrrev_b32_e32 v47, 2, v63
	s_mov_b64 s[0:1], 0
	s_branch .LBB0_104
.LBB0_103:
	.loc	1 0 19 is_stmt 0                ; g.py:0:19
	s_mov_b64 s[0:1], -1
                                        ; implicit-def: $vgpr61
                                        ; implicit-def: $vgpr44
                                        ; implicit-def: $vgpr45
                                        ; implicit-def: $vgpr46
                                        ; implicit-def: $vgpr65
                                        ; implicit-def: $vgpr63
                                        ; implicit-def: $vgpr47
.LBB0_104:                              ; %Flow639
	v_and_b32_e32 v3, 15, v0
	v_and_b32_e32 v37, 0x80, v0
	v_accvgpr_write_b32 a12, 0
	v_accvgpr_write_b32 a13, 0
	v_accvgpr_write_b32 a14, 0
	v_accvgpr_write_b32 a15, 0
	v_accvgpr_write_b32 a0, 0
	v_accvgpr_write_b32 a1, 0
	v_accvgpr_write_b32 a2, 0
	v_accvgpr_write_b32 a3, 0
	v_accvgpr_write_b32 a4, 0
	v_accvgpr_write_b32 a5, 0
	v_accvgpr_write_b32 a6, 0
	v_accvgpr_write_b32 a7, 0
	v_accvgpr_write_b32 a8, 0
	v_accvgpr_write_b32 a9, 0
	v_accvgpr_write_b32 a10, 0
	v_accvgpr_write_b32 a11, 0
	s_andn2_b64 vcc, exec, s[0:1]
	v_lshlrev_b32_e32 v49, 6, v3
	v_lshlrev_b32_e32 v51, 2, v0
	v_lshlrev_b32_e32 v53, 2, v3
	v_lshrrev_b32_e32 v54, 1, v37
	s_cbranch_vccnz .LBB0_108
; %bb.105:                              ; %.lr.ph
	v_and_b32_e32 v44, 48, v51
	v_and_b32_e32 v46, 8, v67
	v_bfe_i32 v61, v0, 3, 1
	v_lshrrev_b32_e32 v47, 2, v57
	s_movk_i32 s0, 0x110
	v_bfe_u32 v0, v0, 4, 2
	v_bitop3_b32 v90, v49, v58, v44 bitop3:0x36
	v_lshlrev_b32_e32 v44, 6, v58
	v_and_b32_e32 v45, 0xc0, v66
	v_bitop3_b32 v91, v61, v47, s0 bitop3:0x6c
	v_add_u32_e32 v61, 0, v46
	v_add_u32_e32 v0, 0, v0
	v_add3_u32 v92, v61, v44, v45
	v_lshl_add_u32 v93, v37, 3, 0
	v_add_u32_e32 v94, v0, v54
	v_add_u32_e32 v95, v0, v57
	.loc	1 13 24 is_stmt 1               ; g.py:13:24
	v_or_b32_e32 v0, 0x80, v60
	v_or_b32_e32 v60, 0xf8, v59
	v_or_b32_e32 v61, 0xf4, v59
	v_or_b32_e32 v63, 0xf0, v59
	v_or_b32_e32 v64, 0x80, v64
	v_or_b32_e32 v65, 0xe8, v59
	v_or_b32_e32 v66, 0xe4, v59
	v_or_b32_e32 v67, 0xe0, v59
	v_or_b32_e32 v68, 0x80, v68
	v_or_b32_e32 v69, 0xd8, v59
	v_or_b32_e32 v70, 0xd4, v59
	v_or_b32_e32 v71, 0xd0, v59
	v_or_b32_e32 v72, 0x80, v72
	v_or_b32_e32 v73, 0xc8, v59
	v_or_b32_e32 v74, 0xc4, v59
	v_or_b32_e32 v75, 0xc0, v59
	v_or_b32_e32 v76, 0x80, v76
	v_or_b32_e32 v77, 0xb8, v59
	v_or_b32_e32 v78, 0xb4, v59
	v_or_b32_e32 v79, 0xb0, v59
	v_or_b32_e32 v80, 0x80, v80
	v_or_b32_e32 v81, 0xa8, v59
	v_or_b32_e32 v82, 0xa4, v59
	v_or_b32_e32 v83, 0xa0, v59
	v_or_b32_e32 v84, 0x80, v84
	v_or_b32_e32 v85, 0x98, v59
	v_or_b32_e32 v86, 0x94, v59
	v_or_b32_e32 v87, 0x90, v59
	v_or_b32_e32 v62, 0x80, v62
	v_or_b32_e32 v88, 0x88, v59
	v_or_b32_e32 v89, 0x84, v59
	v_or_b32_e32 v59, 0x80, v59
	v_lshl_add_u64 v[42:43], s[6:7], 0, v[42:43]
	s_mov_b32 s0, 0
	v_mul_lo_u32 v0, s13, v0
	s_lshl_b32 s1, s13, 7
	v_mul_lo_u32 v60, s13, v60
	v_mul_lo_u32 v61, s13, v61
	v_mul_lo_u32 v63, s13, v63
	v_mul_lo_u32 v64, s13, v64
	v_mul_lo_u32 v65, s13, v65
	v_mul_lo_u32 v66, s13, v66
	v_mul_lo_u32 v67, s13, v67
	v_mul_lo_u32 v68, s13, v68
	v_mul_lo_u32 v69, s13, v69
	v_mul_lo_u32 v70, s13, v70
	v_mul_lo_u32 v71, s13, v71
	v_mul_lo_u32 v72, s13, v72
	v_mul_lo_u32 v73, s13, v73
	v_mul_lo_u32 v74, s13, v74
	v_mul_lo_u32 v75, s13, v75
	v_mul_lo_u32 v76, s13, v76
	v_mul_lo_u32 v77, s13, v77
	v_mul_lo_u32 v78, s13, v78
	v_mul_lo_u32 v79, s13, v79
	v_mul_lo_u32 v80, s13, v80
	v_mul_lo_u32 v81, s13, v81
	v_mul_lo_u32 v82, s13, v82
	v_mul_lo_u32 v83, s13, v83
	v_mul_lo_u32 v84, s13, v84
	v_mul_lo_u32 v85, s13, v85
	v_mul_lo_u32 v86, s13, v86
	v_mul_lo_u32 v87, s13, v87
	v_mul_lo_u32 v62, s13, v62
	v_mul_lo_u32 v88, s13, v88
	v_mul_lo_u32 v89, s13, v89
	v_mul_lo_u32 v59, s13, v59
	v_accvgpr_write_b32 a11, 0
	v_accvgpr_write_b32 a10, 0
	v_accvgpr_write_b32 a9, 0
	v_accvgpr_write_b32 a8, 0
	v_accvgpr_write_b32 a7, 0
	v_accvgpr_write_b32 a6, 0
	v_accvgpr_write_b32 a5, 0
	v_accvgpr_write_b32 a4, 0
	v_accvgpr_write_b32 a3, 0
	v_accvgpr_write_b32 a2, 0
	v_accvgpr_write_b32 a1, 0
	v_accvgpr_write_b32 a0, 0
	v_accvgpr_write_b32 a15, 0
	v_accvgpr_write_b32 a14, 0
	v_accvgpr_write_b32 a13, 0
	v_accvgpr_write_b32 a12, 0
	v_add_u32_e32 v90, v93, v90
	v_add_u32_e32 v91, v92, v91
	v_add_u32_e32 v92, v94, v53
	v_add_u32_e32 v93, v95, v53
	s_mov_b32 s4, 0
.LBB0_106:                              ; =>This Inner Loop Header: Depth=1
	s_addk_i32 s4, 0x80
	.loc	1 14 49                         ; g.py:14:49
	s_ashr_i32 s5, s4, 1
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v94, s0, v59
	v_add_u32_e32 v102, s0, v87
	v_add_u32_e32 v104, s0, v86
	v_add_u32_e32 v106, s0, v85
	v_add_u32_e32 v108, s0, v84
	v_add_u32_e32 v110, s0, v83
	v_add_u32_e32 v112, s0, v82
	v_add_u32_e32 v114, s0, v81
	v_add_u32_e32 v116, s0, v80
	v_add_u32_e32 v118, s0, v79
	v_add_u32_e32 v120, s0, v78
	v_add_u32_e32 v122, s0, v77
	v_add_u32_e32 v124, s0, v76
	v_add_u32_e32 v126, s0, v75
	v_add_u32_e32 v128, s0, v74
	v_add_u32_e32 v134, s0, v71
	v_add_u32_e32 v138, s0, v67
	v_add_u32_e32 v146, s0, v63
	.loc	1 16 51                         ; g.py:16:51
	s_ashr_i32 s6, s4, 5
	.loc	1 14 56                         ; g.py:14:56
	v_or_b32_e32 v158, s5, v2
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v96, s0, v89
	v_add_u32_e32 v98, s0, v88
	v_add_u32_e32 v100, s0, v62
	v_add_u32_e32 v130, s0, v73
	v_add_u32_e32 v132, s0, v72
	v_add_u32_e32 v136, s0, v70
	v_add_u32_e32 v140, s0, v66
	v_add_u32_e32 v142, s0, v65
	v_add_u32_e32 v144, s0, v64
	v_add_u32_e32 v148, s0, v69
	v_add_u32_e32 v150, s0, v61
	v_add_u32_e32 v152, s0, v68
	v_add_u32_e32 v154, s0, v60
	.loc	1 15 21 is_stmt 0               ; g.py:15:21
	v_add_u32_e32 v156, s0, v0
	v_ashrrev_i32_e32 v95, 31, v94
	v_ashrrev_i32_e32 v103, 31, v102
	v_ashrrev_i32_e32 v105, 31, v104
	v_ashrrev_i32_e32 v107, 31, v106
	v_ashrrev_i32_e32 v109, 31, v108
	v_ashrrev_i32_e32 v111, 31, v110
	v_ashrrev_i32_e32 v113, 31, v112
	v_ashrrev_i32_e32 v115, 31, v114
	v_ashrrev_i32_e32 v117, 31, v116
	v_ashrrev_i32_e32 v119, 31, v118
	v_ashrrev_i32_e32 v121, 31, v120
	v_ashrrev_i32_e32 v123, 31, v122
	v_ashrrev_i32_e32 v125, 31, v124
	v_ashrrev_i32_e32 v127, 31, v126
	v_ashrrev_i32_e32 v129, 31, v128
	v_ashrrev_i32_e32 v135, 31, v134
	v_ashrrev_i32_e32 v139, 31, v138
	v_ashrrev_i32_e32 v147, 31, v146
	.loc	1 16 54 is_stmt 1               ; g.py:16:54
	v_or_b32_e32 v160, s6, v36
	.loc	1 14 44                         ; g.py:14:44
	v_ashrrev_i32_e32 v159, 31, v158
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v97, 31, v96
	v_ashrrev_i32_e32 v99, 31, v98
	v_ashrrev_i32_e32 v101, 31, v100
	v_ashrrev_i32_e32 v131, 31, v130
	v_ashrrev_i32_e32 v133, 31, v132
	v_ashrrev_i32_e32 v137, 31, v136
	v_ashrrev_i32_e32 v141, 31, v140
	v_ashrrev_i32_e32 v143, 31, v142
	v_ashrrev_i32_e32 v145, 31, v144
	v_ashrrev_i32_e32 v149, 31, v148
	v_ashrrev_i32_e32 v151, 31, v150
	v_ashrrev_i32_e32 v153, 31, v152
	v_ashrrev_i32_e32 v155, 31, v154
	v_ashrrev_i32_e32 v157, 31, v156
	.loc	1 15 39 is_stmt 0               ; g.py:15:39
	v_lshl_add_u64 v[94:95], v[42:43], 0, v[94:95]
	v_lshl_add_u64 v[102:103], v[42:43], 0, v[102:103]
	v_lshl_add_u64 v[104:105], v[42:43], 0, v[104:105]
	v_lshl_add_u64 v[106:107], v[42:43], 0, v[106:107]
	v_lshl_add_u64 v[108:109], v[42:43], 0, v[108:109]
	v_lshl_add_u64 v[110:111], v[42:43], 0, v[110:111]
	v_lshl_add_u64 v[112:113], v[42:43], 0, v[112:113]
	v_lshl_add_u64 v[114:115], v[42:43], 0, v[114:115]
	v_lshl_add_u64 v[116:117], v[42:43], 0, v[116:117]
	v_lshl_add_u64 v[118:119], v[42:43], 0, v[118:119]
	v_lshl_add_u64 v[120:121], v[42:43], 0, v[120:121]
	v_lshl_add_u64 v[122:123], v[42:43], 0, v[122:123]
	v_lshl_add_u64 v[124:125], v[42:43], 0, v[124:125]
	v_lshl_add_u64 v[126:127], v[42:43], 0, v[126:127]
	v_lshl_add_u64 v[128:129], v[42:43], 0, v[128:129]
	v_lshl_add_u64 v[134:135], v[42:43], 0, v[134:135]
	v_lshl_add_u64 v[138:139], v[42:43], 0, v[138:139]
	v_lshl_add_u64 v[146:147], v[42:43], 0, v[146:147]
	.loc	1 16 46 is_stmt 1               ; g.py:16:46
	v_ashrrev_i32_e32 v161, 31, v160
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[162:163], v[4:5], 0, v[158:159]
	v_lshl_add_u64 v[164:165], v[6:7], 0, v[158:159]
	v_lshl_add_u64 v[166:167], v[8:9], 0, v[158:159]
	v_lshl_add_u64 v[168:169], v[10:11], 0, v[158:159]
	v_lshl_add_u64 v[170:171], v[12:13], 0, v[158:159]
	v_lshl_add_u64 v[172:173], v[14:15], 0, v[158:159]
	v_lshl_add_u64 v[174:175], v[16:17], 0, v[158:159]
	v_lshl_add_u64 v[176:177], v[18:19], 0, v[158:159]
	v_lshl_add_u64 v[178:179], v[20:21], 0, v[158:159]
	v_lshl_add_u64 v[180:181], v[22:23], 0, v[158:159]
	v_lshl_add_u64 v[182:183], v[24:25], 0, v[158:159]
	v_lshl_add_u64 v[184:185], v[26:27], 0, v[158:159]
	v_lshl_add_u64 v[186:187], v[28:29], 0, v[158:159]
	v_lshl_add_u64 v[188:189], v[30:31], 0, v[158:159]
	v_lshl_add_u64 v[190:191], v[32:33], 0, v[158:159]
	v_lshl_add_u64 v[158:159], v[34:35], 0, v[158:159]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[96:97], v[42:43], 0, v[96:97]
	v_lshl_add_u64 v[98:99], v[42:43], 0, v[98:99]
	v_lshl_add_u64 v[100:101], v[42:43], 0, v[100:101]
	v_lshl_add_u64 v[130:131], v[42:43], 0, v[130:131]
	v_lshl_add_u64 v[132:133], v[42:43], 0, v[132:133]
	v_lshl_add_u64 v[136:137], v[42:43], 0, v[136:137]
	v_lshl_add_u64 v[140:141], v[42:43], 0, v[140:141]
	v_lshl_add_u64 v[142:143], v[42:43], 0, v[142:143]
	v_lshl_add_u64 v[144:145], v[42:43], 0, v[144:145]
	v_lshl_add_u64 v[148:149], v[42:43], 0, v[148:149]
	v_lshl_add_u64 v[150:151], v[42:43], 0, v[150:151]
	v_lshl_add_u64 v[152:153], v[42:43], 0, v[152:153]
	v_lshl_add_u64 v[154:155], v[42:43], 0, v[154:155]
	v_lshl_add_u64 v[156:157], v[42:43], 0, v[156:157]
	.loc	1 16 46                         ; g.py:16:46
	v_lshl_add_u64 v[192:193], v[38:39], 0, v[160:161]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v162, v[162:163], off
	s_nop 0
	global_load_ubyte v163, v[164:165], off
	s_nop 0
	global_load_ubyte v164, v[166:167], off
	global_load_ubyte v165, v[168:169], off
	s_nop 0
	global_load_ubyte v166, v[170:171], off
	global_load_ubyte v167, v[172:173], off
	global_load_ubyte v168, v[174:175], off
	global_load_ubyte v169, v[176:177], off
	s_nop 0
	global_load_ubyte v170, v[178:179], off
	global_load_ubyte v171, v[180:181], off
	global_load_ubyte v172, v[182:183], off
	global_load_ubyte v173, v[184:185], off
	global_load_ubyte v174, v[186:187], off
	global_load_ubyte v175, v[188:189], off
	global_load_ubyte v176, v[190:191], off
	s_nop 0
	global_load_ubyte v158, v[158:159], off
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 15 19                         ; g.py:15:19
	ds_read_b64_tr_b8 v[180:181], v91
	ds_read_b64_tr_b8 v[188:189], v91 offset:32
	ds_read_b64_tr_b8 v[182:183], v91 offset:544
	ds_read_b64_tr_b8 v[190:191], v91 offset:512
	global_load_ubyte v126, v[126:127], off
	s_nop 0
	global_load_ubyte v127, v[134:135], off
	.loc	1 16 19                         ; g.py:16:19
	ds_read_u8 v134, v92 offset:12288
	ds_read_u8 v135, v92 offset:12416
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v138, v[138:139], off
	s_nop 0
	global_load_ubyte v139, v[146:147], off
	.loc	1 17 19                         ; g.py:17:19
	ds_read_u8 v146, v93 offset:12544
	ds_read_u8 v147, v93 offset:12672
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v159, v[94:95], off
	global_load_ubyte v177, v[96:97], off
	global_load_ubyte v178, v[98:99], off
	global_load_ubyte v179, v[100:101], off
	s_nop 0
	global_load_ubyte v102, v[102:103], off
	s_nop 0
	global_load_ubyte v103, v[104:105], off
	s_nop 0
	global_load_ubyte v104, v[106:107], off
	global_load_ubyte v105, v[108:109], off
	s_nop 0
	global_load_ubyte v106, v[110:111], off
	global_load_ubyte v107, v[112:113], off
	global_load_ubyte v108, v[118:119], off
	global_load_ubyte v109, v[120:121], off
	s_nop 0
	global_load_ubyte v110, v[114:115], off
	global_load_ubyte v111, v[122:123], off
	global_load_ubyte v112, v[124:125], off
	global_load_ubyte v113, v[116:117], off
	s_nop 0
	global_load_ubyte v114, v[128:129], off
	global_load_ubyte v115, v[136:137], off
	global_load_ubyte v116, v[130:131], off
	global_load_ubyte v117, v[148:149], off
	global_load_ubyte v118, v[152:153], off
	global_load_ubyte v119, v[132:133], off
	global_load_ubyte v120, v[140:141], off
	global_load_ubyte v121, v[150:151], off
	global_load_ubyte v122, v[142:143], off
	global_load_ubyte v123, v[154:155], off
	global_load_ubyte v124, v[156:157], off
	global_load_ubyte v125, v[144:145], off
	.loc	1 16 19                         ; g.py:16:19
	s_nop 0
	global_load_ubyte v128, v[192:193], off
	.loc	1 17 46                         ; g.py:17:46
	v_lshl_add_u64 v[160:161], v[40:41], 0, v[160:161]
	.loc	1 15 19                         ; g.py:15:19
	ds_read_b64_tr_b8 v[184:185], v91 offset:4096
	ds_read_b64_tr_b8 v[186:187], v91 offset:4640
	ds_read_b64_tr_b8 v[192:193], v91 offset:4128
	ds_read_b64_tr_b8 v[194:195], v91 offset:4608
	.loc	1 14 19                         ; g.py:14:19
	ds_read_b128 v[94:97], v90 offset:8192
	ds_read_b128 v[98:101], v90 offset:10240
	.loc	1 17 19                         ; g.py:17:19
	global_load_ubyte v131, v[160:161], off
	.loc	1 18 56                         ; g.py:18:56
	s_waitcnt lgkmcnt(8)
	v_lshlrev_b16_e32 v129, 8, v135
	s_waitcnt lgkmcnt(6)
	v_lshlrev_b16_e32 v130, 8, v147
	v_or_b32_e32 v129, v134, v129
	v_or_b32_e32 v130, v146, v130
	v_and_b32_e32 v129, 0xffff, v129
	v_and_b32_e32 v130, 0xffff, v130
	.loc	1 13 24                         ; g.py:13:24
	s_add_i32 s0, s0, s1
	s_cmp_lt_i32 s4, s3
	.loc	1 18 56                         ; g.py:18:56
	s_waitcnt lgkmcnt(1)
	v_mfma_scale_f32_16x16x128_f8f6f4 a[12:15], v[180:187], v[94:97], a[12:15], v130, v129 op_sel_hi:[0,0,0] blgp:4
	.loc	1 14 19                         ; g.py:14:19
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(49)
	ds_write_b8 v48, v162 offset:8192
	s_waitcnt vmcnt(45)
	ds_write_b8 v48, v166 offset:9216
	s_waitcnt vmcnt(41)
	ds_write_b8 v48, v170 offset:10240
	s_waitcnt vmcnt(37)
	ds_write_b8 v48, v174 offset:11264
	ds_write_b8 v50, v163 offset:8448
	ds_write_b8 v50, v167 offset:9472
	ds_write_b8 v50, v171 offset:10496
	s_waitcnt vmcnt(36)
	ds_write_b8 v50, v175 offset:11520
	ds_write_b8 v52, v164 offset:8704
	ds_write_b8 v52, v168 offset:9728
	ds_write_b8 v52, v172 offset:10752
	s_waitcnt vmcnt(35)
	ds_write_b8 v52, v176 offset:11776
	ds_write_b8 v55, v165 offset:8960
	ds_write_b8 v55, v169 offset:9984
	ds_write_b8 v55, v173 offset:11008
	s_waitcnt vmcnt(34)
	ds_write_b8 v55, v158 offset:12032
	.loc	1 15 19                         ; g.py:15:19
	s_waitcnt vmcnt(29)
	ds_write_b8 v48, v159
	s_waitcnt vmcnt(25)
	ds_write_b8 v48, v102 offset:1024
	s_waitcnt vmcnt(21)
	ds_write_b8 v48, v106 offset:2048
	s_waitcnt vmcnt(19)
	ds_write_b8 v48, v108 offset:3072
	ds_write_b8 v48, v126 offset:4096
	ds_write_b8 v48, v127 offset:5120
	ds_write_b8 v48, v138 offset:6144
	ds_write_b8 v48, v139 offset:7168
	ds_write_b8 v50, v177 offset:256
	ds_write_b8 v50, v103 offset:1280
	ds_write_b8 v50, v107 offset:2304
	s_waitcnt vmcnt(18)
	ds_write_b8 v50, v109 offset:3328
	s_waitcnt vmcnt(13)
	ds_write_b8 v50, v114 offset:4352
	s_waitcnt vmcnt(12)
	ds_write_b8 v50, v115 offset:5376
	s_waitcnt vmcnt(7)
	ds_write_b8 v50, v120 offset:6400
	s_waitcnt vmcnt(6)
	ds_write_b8 v50, v121 offset:7424
	ds_write_b8 v52, v178 offset:512
	ds_write_b8 v52, v104 offset:1536
	ds_write_b8 v52, v110 offset:2560
	ds_write_b8 v52, v111 offset:3584
	ds_write_b8 v52, v116 offset:4608
	ds_write_b8 v52, v117 offset:5632
	s_waitcnt vmcnt(5)
	ds_write_b8 v52, v122 offset:6656
	s_waitcnt vmcnt(4)
	ds_write_b8 v52, v123 offset:7680
	ds_write_b8 v55, v179 offset:768
	ds_write_b8 v55, v105 offset:1792
	ds_write_b8 v55, v113 offset:2816
	ds_write_b8 v55, v112 offset:3840
	ds_write_b8 v55, v119 offset:4864
	ds_write_b8 v55, v118 offset:5888
	s_waitcnt vmcnt(2)
	ds_write_b8 v55, v125 offset:6912
	ds_write_b8 v55, v124 offset:7936
	.loc	1 16 19                         ; g.py:16:19
	s_waitcnt vmcnt(1)
	ds_write_b8 v48, v128 offset:12288
	.loc	1 17 19                         ; g.py:17:19
	s_waitcnt vmcnt(0)
	ds_write_b8 v48, v131 offset:12544
	.loc	1 18 56                         ; g.py:18:56
	v_mfma_scale_f32_16x16x128_f8f6f4 a[0:3], v[188:195], v[94:97], a[0:3], v130, v129 op_sel:[1,0,0] op_sel_hi:[0,0,0] blgp:4
	v_mfma_scale_f32_16x16x128_f8f6f4 a[4:7], v[180:187], v[98:101], a[4:7], v130, v129 op_sel:[0,1,0] op_sel_hi:[0,0,0] blgp:4
	v_mfma_scale_f32_16x16x128_f8f6f4 a[8:11], v[188:195], v[98:101], a[8:11], v130, v129 op_sel:[1,1,0] op_sel_hi:[0,0,0] blgp:4
	.loc	1 13 24                         ; g.py:13:24
	s_cbranch_scc1 .LBB0_106
; %bb.107:                              ; %Flow
	.loc	1 0 24 is_stmt 0                ; g.py:0:24
	v_mov_b32_e32 v61, v58
	v_mov_b32_e32 v65, v56
	v_mov_b32_e32 v63, v57
.LBB0_108:                              ; %._crit_edge
	.loc	1 13 24 is_stmt 1               ; g.py:13:24
	s_addk_i32 s14, 0x7f
	s_cmpk_lt_i32 s14, 0x80
	.loc	1 14 19                         ; g.py:14:19
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 18 56                         ; g.py:18:56
	s_cbranch_scc1 .LBB0_110
; %bb.109:
	.loc	1 0 56 is_stmt 0                ; g.py:0:56
	v_mov_b32_e32 v0, 0x110
	v_cmp_eq_u32_e32 vcc, 0, v65
	v_add3_u32 v2, 0, v46, v44
	.loc	1 14 19 is_stmt 1               ; g.py:14:19
	v_and_b32_e32 v21, 48, v51
	v_cndmask_b32_e64 v0, v0, 0, vcc
	v_xor_b32_e32 v0, v0, v47
	v_add3_u32 v0, v2, v45, v0
	ds_read_b64_tr_b8 v[28:29], v0
	ds_read_b64_tr_b8 v[38:39], v0 offset:32
	ds_read_b64_tr_b8 v[30:31], v0 offset:544
	ds_read_b64_tr_b8 v[40:41], v0 offset:512
	ds_read_b64_tr_b8 v[32:33], v0 offset:4096
	ds_read_b64_tr_b8 v[34:35], v0 offset:4640
	ds_read_b64_tr_b8 v[42:43], v0 offset:4128
	ds_read_b64_tr_b8 v[44:45], v0 offset:4608
	.loc	1 16 19                         ; g.py:16:19
	v_lshrrev_b32_e32 v0, 4, v61
	.loc	1 17 19                         ; g.py:17:19
	v_add_u32_e32 v0, 0, v0
	v_add3_u32 v2, v0, v63, v53
	.loc	1 16 19                         ; g.py:16:19
	v_add3_u32 v0, v0, v54, v53
	.loc	1 17 19                         ; g.py:17:19
	ds_read_u8 v24, v2 offset:12672
	.loc	1 16 19                         ; g.py:16:19
	ds_read_u8 v25, v0 offset:12416
	ds_read_u8 v0, v0 offset:12288
	.loc	1 17 19                         ; g.py:17:19
	ds_read_u8 v2, v2 offset:12544
	.loc	1 14 19                         ; g.py:14:19
	v_lshlrev_b32_e32 v20, 3, v37
	v_bitop3_b32 v21, v49, v61, v21 bitop3:0x36
	v_add3_u32 v26, 0, v20, v21
	ds_read_b128 v[20:23], v26 offset:8192
	v_accvgpr_read_b32 v16, a12
	.loc	1 18 56                         ; g.py:18:56
	s_waitcnt lgkmcnt(3)
	v_lshlrev_b16_e32 v25, 8, v25
	v_lshlrev_b16_e32 v24, 8, v24
	v_accvgpr_read_b32 v17, a13
	v_accvgpr_read_b32 v18, a14
	v_accvgpr_read_b32 v19, a15
	v_accvgpr_read_b32 v12, a0
	v_accvgpr_read_b32 v13, a1
	v_accvgpr_read_b32 v14, a2
	v_accvgpr_read_b32 v15, a3
	s_waitcnt lgkmcnt(2)
	v_or_b32_e32 v0, v0, v25
	s_waitcnt lgkmcnt(1)
	v_or_b32_e32 v2, v2, v24
	v_accvgpr_write_b32 a0, v16
	v_and_b32_e32 v0, 0xffff, v0
	v_and_b32_e32 v2, 0xffff, v2
	v_accvgpr_write_b32 a1, v17
	v_accvgpr_write_b32 a2, v18
	v_accvgpr_write_b32 a3, v19
	v_accvgpr_read_b32 v8, a4
	v_accvgpr_read_b32 v7, a11
	s_waitcnt lgkmcnt(0)
	v_mfma_scale_f32_16x16x128_f8f6f4 a[12:15], v[28:35], v[20:23], a[0:3], v2, v0 op_sel_hi:[0,0,0] blgp:4
	v_accvgpr_read_b32 v9, a5
	v_accvgpr_read_b32 v10, a6
	v_accvgpr_read_b32 v11, a7
	v_accvgpr_read_b32 v4, a8
	v_accvgpr_read_b32 v5, a9
	v_accvgpr_read_b32 v6, a10
	v_accvgpr_write_b32 a4, v8
	v_accvgpr_write_b32 a0, v12
	v_accvgpr_write_b32 a1, v13
	v_accvgpr_write_b32 a2, v14
	v_accvgpr_write_b32 a3, v15
	.loc	1 14 19                         ; g.py:14:19
	ds_read_b128 v[12:15], v26 offset:10240
	.loc	1 18 56                         ; g.py:18:56
	v_accvgpr_write_b32 a11, v7
	v_accvgpr_write_b32 a5, v9
	v_accvgpr_write_b32 a6, v10
	v_accvgpr_write_b32 a7, v11
	v_accvgpr_write_b32 a10, v6
	v_accvgpr_write_b32 a9, v5
	v_accvgpr_write_b32 a8, v4
	v_mfma_scale_f32_16x16x128_f8f6f4 a[0:3], v[38:45], v[20:23], a[0:3], v2, v0 op_sel:[1,0,0] op_sel_hi:[0,0,0] blgp:4
	s_waitcnt lgkmcnt(0)
	v_mfma_scale_f32_16x16x128_f8f6f4 a[4:7], v[28:35], v[12:15], a[4:7], v2, v0 op_sel:[0,1,0] op_sel_hi:[0,0,0] blgp:4
	v_mfma_scale_f32_16x16x128_f8f6f4 a[8:11], v[38:45], v[12:15], a[8:11], v2, v0 op_sel:[1,1,0] op_sel_hi:[0,0,0] blgp:4
.LBB0_110:                              ; %._crit_edge._crit_edge
	.loc	1 8 27                          ; g.py:8:27
	v_and_or_b32 v0, v1, 28, s2
	.loc	1 7 39                          ; g.py:7:39
	v_lshrrev_b32_e32 v1, 3, v37
	.loc	1 7 27 is_stmt 0                ; g.py:7:27
	v_or3_b32 v1, v1, v3, s12
	.loc	1 19 26 is_stmt 1               ; g.py:19:26
	v_mul_lo_u32 v2, s13, v1
	v_lshl_add_u32 v4, s13, 5, v2
	.loc	1 19 15 is_stmt 0               ; g.py:19:15
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 19 28                         ; g.py:19:28
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 19 15                         ; g.py:19:15
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[10:11]
	v_ashrrev_i32_e32 v5, 31, v4
	.loc	1 19 28                         ; g.py:19:28
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	.loc	1 19 15                         ; g.py:19:15
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[10:11]
	.loc	1 19 28                         ; g.py:19:28
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[0:1]
	v_lshl_add_u64 v[0:1], v[4:5], 0, v[0:1]
	.loc	1 19 39                         ; g.py:19:39
	global_store_dwordx4 v[2:3], a[12:15], off
	global_store_dwordx4 v[2:3], a[0:3], off offset:128
	global_store_dwordx4 v[0:1], a[4:7], off
	global_store_dwordx4 v[0:1], a[8:11], off offset:128
	.loc	1 19 4                          ; g.py:19:4
	s_endpgm
.Ltmp2:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel dot_scaled_gemm
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 72
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 13
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 212
		.amdhsa_next_free_sgpr 20
		.amdhsa_accum_offset 196
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	dot_scaled_gemm, .Lfunc_end0-dot_scaled_gemm
	.cfi_endproc
                                        ; -- End function
	.set dot_scaled_gemm.num_vgpr, 196
	.set dot_scaled_gemm.num_agpr, 16
	.set dot_scaled_gemm.numbered_sgpr, 20
	.set dot_scaled_gemm.num_named_barrier, 0
	.set dot_scaled_gemm.private_seg_size, 0
	.set dot_scaled_gemm.uses_vcc, 1
	.set dot_scaled_gemm.uses_flat_scratch, 0
	.set dot_scaled_gemm.has_dyn_sized_stack, 0
	.set dot_scaled_gemm.has_recursion, 0
	.set dot_scaled_gemm.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 6884
; TotalNumSgprs: 26
; NumVgprs: 196
; NumAgprs: 16
; TotalNumVgprs: 212
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 26
; NumSGPRsForWavesPerEU: 26
; NumVGPRsForWavesPerEU: 212
; AccumOffset: 196
; Occupancy: 2
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 48
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.text
	.section	.debug_abbrev,"",@progbits
	.byte	1                               ; Abbreviation Code
	.byte	17                              ; DW_TAG_compile_unit
	.byte	0                               ; DW_CHILDREN_no
	.byte	37                              ; DW_AT_producer
	.byte	14                              ; DW_FORM_strp
	.byte	19                              ; DW_AT_language
	.byte	5                               ; DW_FORM_data2
	.byte	3                               ; DW_AT_name
	.byte	14                              ; DW_FORM_strp
	.byte	16                              ; DW_AT_stmt_list
	.byte	23                              ; DW_FORM_sec_offset
	.byte	27                              ; DW_AT_comp_dir
	.byte	14                              ; DW_FORM_strp
	.byte	17                              ; DW_AT_low_pc
	.byte	1                               ; DW_FORM_addr
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	0                               ; EOM(3)
	.section	.debug_info,"",@progbits
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0 ; Length of Unit
.Ldebug_info_start0:
	.short	4                               ; DWARF version number
	.long	.debug_abbrev                   ; Offset Into Abbrev. Section
	.byte	8                               ; Address Size (in bytes)
	.byte	1                               ; Abbrev [1] 0xb:0x1f DW_TAG_compile_unit
	.long	.Linfo_string0                  ; DW_AT_producer
	.short	2                               ; DW_AT_language
	.long	.Linfo_string1                  ; DW_AT_name
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.long	.Linfo_string2                  ; DW_AT_comp_dir
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
.Ldebug_info_end0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"triton"                        ; string offset=0
.Linfo_string1:
	.asciz	"g.py"                          ; string offset=7
.Linfo_string2:
	.asciz	"/tmp"                          ; string offset=12
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     16
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .offset:         40
        .size:           4
        .value_kind:     by_value
      - .offset:         44
        .size:           4
        .value_kind:     by_value
      - .offset:         48
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 72
    .max_flat_workgroup_size: 256
    .name:           dot_scaled_gemm
    .private_segment_fixed_size: 0
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         dot_scaled_gemm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     212
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
