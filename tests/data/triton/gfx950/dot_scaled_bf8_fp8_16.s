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
; %bb.143:
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
; %bb.144:
.LBB0_0:
.Ltmp1:
	.loc	1 7 24 is_stmt 1                ; g.py:7:24
	s_lshl_b32 s12, s15, 6
	.loc	1 7 39 is_stmt 0                ; g.py:7:39
	v_lshrrev_b32_e32 v1, 7, v0
	.loc	1 7 27                          ; g.py:7:27
	v_or_b32_e32 v1, s12, v1
	.loc	1 14 33 is_stmt 1               ; g.py:14:33
	v_mul_lo_u32 v6, s14, v1
	.loc	1 14 21 is_stmt 0               ; g.py:14:21
	v_ashrrev_i32_e32 v7, 31, v6
	.loc	1 13 24 is_stmt 1               ; g.py:13:24
	s_cmp_gt_i32 s14, 0
	.loc	1 14 44                         ; g.py:14:44
	v_mov_b32_e32 v84, 0
	.loc	1 9 20                          ; g.py:9:20
	v_and_b32_e32 v2, 0x7f, v0
	.loc	1 14 21                         ; g.py:14:21
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[6:7]
	.loc	1 13 24                         ; g.py:13:24
	s_cselect_b64 s[18:19], -1, 0
	s_cmp_lt_i32 s14, 1
	.loc	1 14 44                         ; g.py:14:44
	v_mov_b32_e32 v3, v84
	.loc	1 14 19 is_stmt 0               ; g.py:14:19
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	.loc	1 0 19                          ; g.py:0:19
	v_lshl_add_u64 v[8:9], v[4:5], 0, v[2:3]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v86, v[8:9], off
	s_branch .LBB0_3
.LBB0_2:
	.loc	1 0 19                          ; g.py:0:19
	v_mov_b32_e32 v86, 0
.LBB0_3:
	.loc	1 14 33 is_stmt 1               ; g.py:14:33
	s_lshl_b32 s15, s14, 1
	v_add_u32_e32 v8, s15, v6
	.loc	1 14 21 is_stmt 0               ; g.py:14:21
	v_ashrrev_i32_e32 v9, 31, v8
	.loc	1 14 19                         ; g.py:14:19
	v_cndmask_b32_e64 v1, 0, 1, s[18:19]
	v_cmp_ne_u32_e64 s[0:1], 1, v1
	s_andn2_b64 vcc, exec, s[18:19]
	.loc	1 14 21                         ; g.py:14:21
	v_lshl_add_u64 v[6:7], s[2:3], 0, v[8:9]
	.loc	1 14 19                         ; g.py:14:19
	s_cbranch_vccnz .LBB0_5
; %bb.4:
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[10:11], v[6:7], 0, v[2:3]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v84, v[10:11], off
.LBB0_5:
	.loc	1 14 33                         ; g.py:14:33
	v_add_u32_e32 v10, s15, v8
	.loc	1 14 21                         ; g.py:14:21
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[8:9], s[2:3], 0, v[10:11]
	v_mov_b32_e32 v87, 0
	.loc	1 14 19                         ; g.py:14:19
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v88, 0
	s_cbranch_vccnz .LBB0_7
; %bb.6:
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[12:13], v[8:9], 0, v[2:3]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v88, v[12:13], off
.LBB0_7:
	.loc	1 14 33                         ; g.py:14:33
	v_add_u32_e32 v12, s15, v10
	.loc	1 14 21                         ; g.py:14:21
	v_ashrrev_i32_e32 v13, 31, v12
	.loc	1 14 19                         ; g.py:14:19
	s_and_b64 vcc, exec, s[0:1]
	.loc	1 14 21                         ; g.py:14:21
	v_lshl_add_u64 v[10:11], s[2:3], 0, v[12:13]
	.loc	1 14 19                         ; g.py:14:19
	s_cbranch_vccnz .LBB0_9
; %bb.8:
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[14:15], v[10:11], 0, v[2:3]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v87, v[14:15], off
.LBB0_9:
	.loc	1 14 33                         ; g.py:14:33
	v_add_u32_e32 v14, s15, v12
	.loc	1 14 21                         ; g.py:14:21
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshl_add_u64 v[12:13], s[2:3], 0, v[14:15]
	v_mov_b32_e32 v90, 0
	.loc	1 14 19                         ; g.py:14:19
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v92, 0
	s_cbranch_vccnz .LBB0_11
; %bb.10:
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[16:17], v[12:13], 0, v[2:3]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v92, v[16:17], off
.LBB0_11:
	.loc	1 14 33                         ; g.py:14:33
	v_add_u32_e32 v16, s15, v14
	.loc	1 14 21                         ; g.py:14:21
	v_ashrrev_i32_e32 v17, 31, v16
	.loc	1 14 19                         ; g.py:14:19
	s_and_b64 vcc, exec, s[0:1]
	.loc	1 14 21                         ; g.py:14:21
	v_lshl_add_u64 v[14:15], s[2:3], 0, v[16:17]
	.loc	1 14 19                         ; g.py:14:19
	s_cbranch_vccnz .LBB0_13
; %bb.12:
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[18:19], v[14:15], 0, v[2:3]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v90, v[18:19], off
.LBB0_13:
	.loc	1 14 33                         ; g.py:14:33
	v_add_u32_e32 v18, s15, v16
	.loc	1 14 21                         ; g.py:14:21
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[16:17], s[2:3], 0, v[18:19]
	v_mov_b32_e32 v95, 0
	.loc	1 14 19                         ; g.py:14:19
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v97, 0
	s_cbranch_vccnz .LBB0_15
; %bb.14:
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[20:21], v[16:17], 0, v[2:3]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v97, v[20:21], off
.LBB0_15:
	.loc	1 14 33                         ; g.py:14:33
	v_add_u32_e32 v20, s15, v18
	.loc	1 14 21                         ; g.py:14:21
	v_ashrrev_i32_e32 v21, 31, v20
	.loc	1 14 19                         ; g.py:14:19
	s_and_b64 vcc, exec, s[0:1]
	.loc	1 14 21                         ; g.py:14:21
	v_lshl_add_u64 v[18:19], s[2:3], 0, v[20:21]
	.loc	1 14 19                         ; g.py:14:19
	s_cbranch_vccnz .LBB0_17
; %bb.16:
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[22:23], v[18:19], 0, v[2:3]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v95, v[22:23], off
.LBB0_17:
	.loc	1 14 33                         ; g.py:14:33
	v_add_u32_e32 v22, s15, v20
	.loc	1 14 21                         ; g.py:14:21
	v_ashrrev_i32_e32 v23, 31, v22
	v_lshl_add_u64 v[20:21], s[2:3], 0, v[22:23]
	v_mov_b32_e32 v89, 0
	.loc	1 14 19                         ; g.py:14:19
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v91, 0
	s_cbranch_vccnz .LBB0_19
; %bb.18:
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[24:25], v[20:21], 0, v[2:3]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v91, v[24:25], off
.LBB0_19:
	.loc	1 14 33                         ; g.py:14:33
	v_add_u32_e32 v24, s15, v22
	.loc	1 14 21                         ; g.py:14:21
	v_ashrrev_i32_e32 v25, 31, v24
	.loc	1 14 19                         ; g.py:14:19
	s_and_b64 vcc, exec, s[0:1]
	.loc	1 14 21                         ; g.py:14:21
	v_lshl_add_u64 v[22:23], s[2:3], 0, v[24:25]
	.loc	1 14 19                         ; g.py:14:19
	s_cbranch_vccnz .LBB0_21
; %bb.20:
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[26:27], v[22:23], 0, v[2:3]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v89, v[26:27], off
.LBB0_21:
	.loc	1 14 33                         ; g.py:14:33
	v_add_u32_e32 v26, s15, v24
	.loc	1 14 21                         ; g.py:14:21
	v_ashrrev_i32_e32 v27, 31, v26
	v_lshl_add_u64 v[24:25], s[2:3], 0, v[26:27]
	v_mov_b32_e32 v93, 0
	.loc	1 14 19                         ; g.py:14:19
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v94, 0
	s_cbranch_vccnz .LBB0_23
; %bb.22:
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[28:29], v[24:25], 0, v[2:3]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v94, v[28:29], off
.LBB0_23:
	.loc	1 14 33                         ; g.py:14:33
	v_add_u32_e32 v28, s15, v26
	.loc	1 14 21                         ; g.py:14:21
	v_ashrrev_i32_e32 v29, 31, v28
	.loc	1 14 19                         ; g.py:14:19
	s_and_b64 vcc, exec, s[0:1]
	.loc	1 14 21                         ; g.py:14:21
	v_lshl_add_u64 v[26:27], s[2:3], 0, v[28:29]
	.loc	1 14 19                         ; g.py:14:19
	s_cbranch_vccnz .LBB0_25
; %bb.24:
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[30:31], v[26:27], 0, v[2:3]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v93, v[30:31], off
.LBB0_25:
	.loc	1 14 33                         ; g.py:14:33
	v_add_u32_e32 v30, s15, v28
	.loc	1 14 21                         ; g.py:14:21
	v_ashrrev_i32_e32 v31, 31, v30
	v_lshl_add_u64 v[28:29], s[2:3], 0, v[30:31]
	v_mov_b32_e32 v96, 0
	.loc	1 14 19                         ; g.py:14:19
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v98, 0
	s_cbranch_vccnz .LBB0_27
; %bb.26:
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[32:33], v[28:29], 0, v[2:3]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v98, v[32:33], off
.LBB0_27:
	.loc	1 14 33                         ; g.py:14:33
	v_add_u32_e32 v32, s15, v30
	.loc	1 14 21                         ; g.py:14:21
	v_ashrrev_i32_e32 v33, 31, v32
	.loc	1 14 19                         ; g.py:14:19
	s_and_b64 vcc, exec, s[0:1]
	.loc	1 14 21                         ; g.py:14:21
	v_lshl_add_u64 v[30:31], s[2:3], 0, v[32:33]
	.loc	1 14 19                         ; g.py:14:19
	s_cbranch_vccnz .LBB0_29
; %bb.28:
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[34:35], v[30:31], 0, v[2:3]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v96, v[34:35], off
.LBB0_29:
	.loc	1 14 33                         ; g.py:14:33
	v_add_u32_e32 v34, s15, v32
	.loc	1 14 21                         ; g.py:14:21
	v_ashrrev_i32_e32 v35, 31, v34
	v_lshl_add_u64 v[32:33], s[2:3], 0, v[34:35]
	v_mov_b32_e32 v100, 0
	.loc	1 14 19                         ; g.py:14:19
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v99, 0
	s_cbranch_vccnz .LBB0_31
; %bb.30:
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[36:37], v[32:33], 0, v[2:3]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v99, v[36:37], off
.LBB0_31:
	.loc	1 14 33                         ; g.py:14:33
	v_add_u32_e32 v36, s15, v34
	.loc	1 14 21                         ; g.py:14:21
	v_ashrrev_i32_e32 v37, 31, v36
	.loc	1 14 19                         ; g.py:14:19
	s_and_b64 vcc, exec, s[0:1]
	.loc	1 14 21                         ; g.py:14:21
	v_lshl_add_u64 v[34:35], s[2:3], 0, v[36:37]
	.loc	1 14 19                         ; g.py:14:19
	s_cbranch_vccnz .LBB0_33
; %bb.32:
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[38:39], v[34:35], 0, v[2:3]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v100, v[38:39], off
.LBB0_33:
	.loc	1 14 33                         ; g.py:14:33
	v_add_u32_e32 v38, s15, v36
	.loc	1 14 21                         ; g.py:14:21
	v_ashrrev_i32_e32 v39, 31, v38
	v_lshl_add_u64 v[36:37], s[2:3], 0, v[38:39]
	v_mov_b32_e32 v101, 0
	.loc	1 14 19                         ; g.py:14:19
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v102, 0
	s_cbranch_vccnz .LBB0_35
; %bb.34:
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[40:41], v[36:37], 0, v[2:3]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v102, v[40:41], off
.LBB0_35:
	.loc	1 14 33                         ; g.py:14:33
	v_add_u32_e32 v40, s15, v38
	.loc	1 14 21                         ; g.py:14:21
	v_ashrrev_i32_e32 v41, 31, v40
	.loc	1 14 19                         ; g.py:14:19
	s_and_b64 vcc, exec, s[0:1]
	.loc	1 14 21                         ; g.py:14:21
	v_lshl_add_u64 v[38:39], s[2:3], 0, v[40:41]
	.loc	1 14 19                         ; g.py:14:19
	s_cbranch_vccnz .LBB0_37
; %bb.36:
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[42:43], v[38:39], 0, v[2:3]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v101, v[42:43], off
.LBB0_37:
	.loc	1 14 33                         ; g.py:14:33
	v_add_u32_e32 v42, s15, v40
	.loc	1 14 21                         ; g.py:14:21
	v_ashrrev_i32_e32 v43, 31, v42
	v_lshl_add_u64 v[40:41], s[2:3], 0, v[42:43]
	v_mov_b32_e32 v103, 0
	.loc	1 14 19                         ; g.py:14:19
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v104, 0
	s_cbranch_vccnz .LBB0_39
; %bb.38:
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[44:45], v[40:41], 0, v[2:3]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v104, v[44:45], off
.LBB0_39:
	.loc	1 14 33                         ; g.py:14:33
	v_add_u32_e32 v44, s15, v42
	.loc	1 14 21                         ; g.py:14:21
	v_ashrrev_i32_e32 v45, 31, v44
	.loc	1 14 19                         ; g.py:14:19
	s_and_b64 vcc, exec, s[0:1]
	.loc	1 14 21                         ; g.py:14:21
	v_lshl_add_u64 v[42:43], s[2:3], 0, v[44:45]
	.loc	1 14 19                         ; g.py:14:19
	s_cbranch_vccnz .LBB0_41
; %bb.40:
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[46:47], v[42:43], 0, v[2:3]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v103, v[46:47], off
.LBB0_41:
	.loc	1 14 33                         ; g.py:14:33
	v_add_u32_e32 v46, s15, v44
	.loc	1 14 21                         ; g.py:14:21
	v_ashrrev_i32_e32 v47, 31, v46
	v_lshl_add_u64 v[44:45], s[2:3], 0, v[46:47]
	v_mov_b32_e32 v105, 0
	.loc	1 14 19                         ; g.py:14:19
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v106, 0
	s_cbranch_vccnz .LBB0_43
; %bb.42:
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[48:49], v[44:45], 0, v[2:3]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v106, v[48:49], off
.LBB0_43:
	.loc	1 14 33                         ; g.py:14:33
	v_add_u32_e32 v48, s15, v46
	.loc	1 14 21                         ; g.py:14:21
	v_ashrrev_i32_e32 v49, 31, v48
	.loc	1 14 19                         ; g.py:14:19
	s_and_b64 vcc, exec, s[0:1]
	.loc	1 14 21                         ; g.py:14:21
	v_lshl_add_u64 v[46:47], s[2:3], 0, v[48:49]
	.loc	1 14 19                         ; g.py:14:19
	s_cbranch_vccnz .LBB0_45
; %bb.44:
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[50:51], v[46:47], 0, v[2:3]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v105, v[50:51], off
.LBB0_45:
	.loc	1 14 33                         ; g.py:14:33
	v_add_u32_e32 v50, s15, v48
	.loc	1 14 21                         ; g.py:14:21
	v_ashrrev_i32_e32 v51, 31, v50
	v_lshl_add_u64 v[48:49], s[2:3], 0, v[50:51]
	v_mov_b32_e32 v107, 0
	.loc	1 14 19                         ; g.py:14:19
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v108, 0
	s_cbranch_vccnz .LBB0_47
; %bb.46:
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[52:53], v[48:49], 0, v[2:3]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v108, v[52:53], off
.LBB0_47:
	.loc	1 14 33                         ; g.py:14:33
	v_add_u32_e32 v52, s15, v50
	.loc	1 14 21                         ; g.py:14:21
	v_ashrrev_i32_e32 v53, 31, v52
	.loc	1 14 19                         ; g.py:14:19
	s_and_b64 vcc, exec, s[0:1]
	.loc	1 14 21                         ; g.py:14:21
	v_lshl_add_u64 v[50:51], s[2:3], 0, v[52:53]
	.loc	1 14 19                         ; g.py:14:19
	s_cbranch_vccnz .LBB0_49
; %bb.48:
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[54:55], v[50:51], 0, v[2:3]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v107, v[54:55], off
.LBB0_49:
	.loc	1 14 33                         ; g.py:14:33
	v_add_u32_e32 v54, s15, v52
	.loc	1 14 21                         ; g.py:14:21
	v_ashrrev_i32_e32 v55, 31, v54
	v_lshl_add_u64 v[52:53], s[2:3], 0, v[54:55]
	v_mov_b32_e32 v109, 0
	.loc	1 14 19                         ; g.py:14:19
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v110, 0
	s_cbranch_vccnz .LBB0_51
; %bb.50:
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[56:57], v[52:53], 0, v[2:3]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v110, v[56:57], off
.LBB0_51:
	.loc	1 14 33                         ; g.py:14:33
	v_add_u32_e32 v56, s15, v54
	.loc	1 14 21                         ; g.py:14:21
	v_ashrrev_i32_e32 v57, 31, v56
	.loc	1 14 19                         ; g.py:14:19
	s_and_b64 vcc, exec, s[0:1]
	.loc	1 14 21                         ; g.py:14:21
	v_lshl_add_u64 v[54:55], s[2:3], 0, v[56:57]
	.loc	1 14 19                         ; g.py:14:19
	s_cbranch_vccnz .LBB0_53
; %bb.52:
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[58:59], v[54:55], 0, v[2:3]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v109, v[58:59], off
.LBB0_53:
	.loc	1 14 33                         ; g.py:14:33
	v_add_u32_e32 v58, s15, v56
	.loc	1 14 21                         ; g.py:14:21
	v_ashrrev_i32_e32 v59, 31, v58
	v_lshl_add_u64 v[56:57], s[2:3], 0, v[58:59]
	v_mov_b32_e32 v111, 0
	.loc	1 14 19                         ; g.py:14:19
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v112, 0
	s_cbranch_vccnz .LBB0_55
; %bb.54:
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[60:61], v[56:57], 0, v[2:3]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v112, v[60:61], off
.LBB0_55:
	.loc	1 14 33                         ; g.py:14:33
	v_add_u32_e32 v60, s15, v58
	.loc	1 14 21                         ; g.py:14:21
	v_ashrrev_i32_e32 v61, 31, v60
	.loc	1 14 19                         ; g.py:14:19
	s_and_b64 vcc, exec, s[0:1]
	.loc	1 14 21                         ; g.py:14:21
	v_lshl_add_u64 v[58:59], s[2:3], 0, v[60:61]
	.loc	1 14 19                         ; g.py:14:19
	s_cbranch_vccnz .LBB0_57
; %bb.56:
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[62:63], v[58:59], 0, v[2:3]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v111, v[62:63], off
.LBB0_57:
	.loc	1 14 33                         ; g.py:14:33
	v_add_u32_e32 v62, s15, v60
	.loc	1 14 21                         ; g.py:14:21
	v_ashrrev_i32_e32 v63, 31, v62
	v_lshl_add_u64 v[60:61], s[2:3], 0, v[62:63]
	v_mov_b32_e32 v113, 0
	.loc	1 14 19                         ; g.py:14:19
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v114, 0
	s_cbranch_vccnz .LBB0_59
; %bb.58:
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[64:65], v[60:61], 0, v[2:3]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v114, v[64:65], off
.LBB0_59:
	.loc	1 14 33                         ; g.py:14:33
	v_add_u32_e32 v64, s15, v62
	.loc	1 14 21                         ; g.py:14:21
	v_ashrrev_i32_e32 v65, 31, v64
	.loc	1 14 19                         ; g.py:14:19
	s_and_b64 vcc, exec, s[0:1]
	.loc	1 14 21                         ; g.py:14:21
	v_lshl_add_u64 v[62:63], s[2:3], 0, v[64:65]
	.loc	1 14 19                         ; g.py:14:19
	s_cbranch_vccnz .LBB0_61
; %bb.60:
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[66:67], v[62:63], 0, v[2:3]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v113, v[66:67], off
.LBB0_61:
	.loc	1 14 33                         ; g.py:14:33
	v_add_u32_e32 v66, s15, v64
	.loc	1 14 21                         ; g.py:14:21
	v_ashrrev_i32_e32 v67, 31, v66
	v_lshl_add_u64 v[64:65], s[2:3], 0, v[66:67]
	v_mov_b32_e32 v115, 0
	.loc	1 14 19                         ; g.py:14:19
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v116, 0
	s_cbranch_vccnz .LBB0_63
; %bb.62:
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[68:69], v[64:65], 0, v[2:3]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v116, v[68:69], off
.LBB0_63:
	.loc	1 14 33                         ; g.py:14:33
	v_add_u32_e32 v66, s15, v66
	.loc	1 14 21                         ; g.py:14:21
	v_ashrrev_i32_e32 v67, 31, v66
	.loc	1 14 19                         ; g.py:14:19
	s_and_b64 vcc, exec, s[0:1]
	.loc	1 14 21                         ; g.py:14:21
	v_lshl_add_u64 v[66:67], s[2:3], 0, v[66:67]
	.loc	1 14 19                         ; g.py:14:19
	s_cbranch_vccnz .LBB0_65
; %bb.64:
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[68:69], v[66:67], 0, v[2:3]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v115, v[68:69], off
.LBB0_65:
	.loc	1 8 24 is_stmt 1                ; g.py:8:24
	s_lshl_b32 s2, s16, 6
	.loc	1 8 27 is_stmt 0                ; g.py:8:27
	v_and_or_b32 v74, v0, 63, s2
	.loc	1 9 20 is_stmt 1                ; g.py:9:20
	v_lshrrev_b32_e32 v1, 6, v0
	.loc	1 15 39                         ; g.py:15:39
	v_ashrrev_i32_e32 v75, 31, v74
	v_mov_b32_e32 v117, 0
	.loc	1 15 19 is_stmt 0               ; g.py:15:19
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v118, 0
	s_cbranch_vccnz .LBB0_67
; %bb.66:
	.loc	1 0 19                          ; g.py:0:19
	v_mul_lo_u32 v68, s13, v1
	v_ashrrev_i32_e32 v69, 31, v68
	v_lshl_add_u64 v[68:69], s[6:7], 0, v[68:69]
	v_lshl_add_u64 v[68:69], v[68:69], 0, v[74:75]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v118, v[68:69], off
.LBB0_67:
	.loc	1 9 20 is_stmt 1                ; g.py:9:20
	v_or_b32_e32 v3, 4, v1
	.loc	1 15 19                         ; g.py:15:19
	s_and_b64 vcc, exec, s[0:1]
	.loc	1 15 37 is_stmt 0               ; g.py:15:37
	v_mul_lo_u32 v68, s13, v3
	.loc	1 15 19                         ; g.py:15:19
	s_cbranch_vccnz .LBB0_69
; %bb.68:
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v69, 31, v68
	v_lshl_add_u64 v[70:71], s[6:7], 0, v[68:69]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[70:71], v[70:71], 0, v[74:75]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v117, v[70:71], off
.LBB0_69:
	.loc	1 15 37                         ; g.py:15:37
	s_lshl_b32 s3, s13, 2
	v_add_u32_e32 v68, s3, v68
	v_mov_b32_e32 v119, 0
	.loc	1 15 19                         ; g.py:15:19
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v120, 0
	s_cbranch_vccnz .LBB0_71
; %bb.70:
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v69, 31, v68
	v_lshl_add_u64 v[70:71], s[6:7], 0, v[68:69]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[70:71], v[70:71], 0, v[74:75]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v120, v[70:71], off
.LBB0_71:
	s_and_b64 vcc, exec, s[0:1]
	.loc	1 9 20 is_stmt 1                ; g.py:9:20
	v_or_b32_e32 v76, 12, v1
	.loc	1 15 19                         ; g.py:15:19
	s_cbranch_vccnz .LBB0_73
; %bb.72:
	.loc	1 15 37 is_stmt 0               ; g.py:15:37
	v_mul_lo_u32 v70, s13, v76
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v71, 31, v70
	v_lshl_add_u64 v[70:71], s[6:7], 0, v[70:71]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[70:71], v[70:71], 0, v[74:75]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v119, v[70:71], off
.LBB0_73:
	.loc	1 15 37                         ; g.py:15:37
	s_lshl_b32 s15, s13, 3
	v_add_u32_e32 v68, s15, v68
	v_mov_b32_e32 v121, 0
	.loc	1 15 19                         ; g.py:15:19
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v122, 0
	s_cbranch_vccnz .LBB0_75
; %bb.74:
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v69, 31, v68
	v_lshl_add_u64 v[70:71], s[6:7], 0, v[68:69]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[70:71], v[70:71], 0, v[74:75]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v122, v[70:71], off
.LBB0_75:
	s_and_b64 vcc, exec, s[0:1]
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v68, s3, v68
	.loc	1 15 19                         ; g.py:15:19
	s_cbranch_vccnz .LBB0_77
; %bb.76:
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v69, 31, v68
	v_lshl_add_u64 v[70:71], s[6:7], 0, v[68:69]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[70:71], v[70:71], 0, v[74:75]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v121, v[70:71], off
.LBB0_77:
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v68, s3, v68
	v_mov_b32_e32 v123, 0
	.loc	1 15 19                         ; g.py:15:19
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v124, 0
	s_cbranch_vccnz .LBB0_79
; %bb.78:
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v69, 31, v68
	v_lshl_add_u64 v[70:71], s[6:7], 0, v[68:69]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[70:71], v[70:71], 0, v[74:75]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v124, v[70:71], off
.LBB0_79:
	s_and_b64 vcc, exec, s[0:1]
	.loc	1 9 20 is_stmt 1                ; g.py:9:20
	v_or_b32_e32 v77, 28, v1
	.loc	1 15 19                         ; g.py:15:19
	s_cbranch_vccnz .LBB0_81
; %bb.80:
	.loc	1 15 37 is_stmt 0               ; g.py:15:37
	v_mul_lo_u32 v70, s13, v77
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v71, 31, v70
	v_lshl_add_u64 v[70:71], s[6:7], 0, v[70:71]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[70:71], v[70:71], 0, v[74:75]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v123, v[70:71], off
.LBB0_81:
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v68, s15, v68
	v_mov_b32_e32 v125, 0
	.loc	1 15 19                         ; g.py:15:19
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v126, 0
	s_cbranch_vccnz .LBB0_83
; %bb.82:
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v69, 31, v68
	v_lshl_add_u64 v[70:71], s[6:7], 0, v[68:69]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[70:71], v[70:71], 0, v[74:75]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v126, v[70:71], off
.LBB0_83:
	s_and_b64 vcc, exec, s[0:1]
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v68, s3, v68
	.loc	1 15 19                         ; g.py:15:19
	s_cbranch_vccnz .LBB0_85
; %bb.84:
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v69, 31, v68
	v_lshl_add_u64 v[70:71], s[6:7], 0, v[68:69]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[70:71], v[70:71], 0, v[74:75]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v125, v[70:71], off
.LBB0_85:
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v68, s3, v68
	v_mov_b32_e32 v127, 0
	.loc	1 15 19                         ; g.py:15:19
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v128, 0
	s_cbranch_vccnz .LBB0_87
; %bb.86:
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v69, 31, v68
	v_lshl_add_u64 v[70:71], s[6:7], 0, v[68:69]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[70:71], v[70:71], 0, v[74:75]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v128, v[70:71], off
.LBB0_87:
	s_and_b64 vcc, exec, s[0:1]
	.loc	1 9 20 is_stmt 1                ; g.py:9:20
	v_or_b32_e32 v78, 44, v1
	.loc	1 15 19                         ; g.py:15:19
	s_cbranch_vccnz .LBB0_89
; %bb.88:
	.loc	1 15 37 is_stmt 0               ; g.py:15:37
	v_mul_lo_u32 v70, s13, v78
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v71, 31, v70
	v_lshl_add_u64 v[70:71], s[6:7], 0, v[70:71]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[70:71], v[70:71], 0, v[74:75]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v127, v[70:71], off
.LBB0_89:
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v68, s15, v68
	v_mov_b32_e32 v129, 0
	.loc	1 15 19                         ; g.py:15:19
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v130, 0
	s_cbranch_vccnz .LBB0_91
; %bb.90:
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v69, 31, v68
	v_lshl_add_u64 v[70:71], s[6:7], 0, v[68:69]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[70:71], v[70:71], 0, v[74:75]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v130, v[70:71], off
.LBB0_91:
	s_and_b64 vcc, exec, s[0:1]
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v68, s3, v68
	.loc	1 15 19                         ; g.py:15:19
	s_cbranch_vccnz .LBB0_93
; %bb.92:
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v69, 31, v68
	v_lshl_add_u64 v[70:71], s[6:7], 0, v[68:69]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[70:71], v[70:71], 0, v[74:75]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v129, v[70:71], off
.LBB0_93:
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v68, s3, v68
	v_mov_b32_e32 v131, 0
	.loc	1 15 19                         ; g.py:15:19
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v132, 0
	s_cbranch_vccnz .LBB0_95
; %bb.94:
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v69, 31, v68
	v_lshl_add_u64 v[70:71], s[6:7], 0, v[68:69]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[70:71], v[70:71], 0, v[74:75]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v132, v[70:71], off
.LBB0_95:
	s_and_b64 vcc, exec, s[0:1]
	.loc	1 9 20 is_stmt 1                ; g.py:9:20
	v_or_b32_e32 v79, 60, v1
	.loc	1 15 19                         ; g.py:15:19
	s_cbranch_vccnz .LBB0_97
; %bb.96:
	.loc	1 15 37 is_stmt 0               ; g.py:15:37
	v_mul_lo_u32 v70, s13, v79
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v71, 31, v70
	v_lshl_add_u64 v[70:71], s[6:7], 0, v[70:71]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[70:71], v[70:71], 0, v[74:75]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v131, v[70:71], off
.LBB0_97:
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v68, s15, v68
	v_mov_b32_e32 v133, 0
	.loc	1 15 19                         ; g.py:15:19
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v134, 0
	s_cbranch_vccnz .LBB0_99
; %bb.98:
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v69, 31, v68
	v_lshl_add_u64 v[70:71], s[6:7], 0, v[68:69]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[70:71], v[70:71], 0, v[74:75]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v134, v[70:71], off
.LBB0_99:
	s_and_b64 vcc, exec, s[0:1]
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v68, s3, v68
	.loc	1 15 19                         ; g.py:15:19
	s_cbranch_vccnz .LBB0_101
; %bb.100:
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v69, 31, v68
	v_lshl_add_u64 v[70:71], s[6:7], 0, v[68:69]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[70:71], v[70:71], 0, v[74:75]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v133, v[70:71], off
.LBB0_101:
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v68, s3, v68
	v_mov_b32_e32 v135, 0
	.loc	1 15 19                         ; g.py:15:19
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v136, 0
	s_cbranch_vccnz .LBB0_103
; %bb.102:
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v69, 31, v68
	v_lshl_add_u64 v[70:71], s[6:7], 0, v[68:69]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[70:71], v[70:71], 0, v[74:75]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v136, v[70:71], off
.LBB0_103:
	s_and_b64 vcc, exec, s[0:1]
	.loc	1 9 20 is_stmt 1                ; g.py:9:20
	v_or_b32_e32 v80, 0x4c, v1
	.loc	1 15 19                         ; g.py:15:19
	s_cbranch_vccnz .LBB0_105
; %bb.104:
	.loc	1 15 37 is_stmt 0               ; g.py:15:37
	v_mul_lo_u32 v70, s13, v80
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v71, 31, v70
	v_lshl_add_u64 v[70:71], s[6:7], 0, v[70:71]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[70:71], v[70:71], 0, v[74:75]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v135, v[70:71], off
.LBB0_105:
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v68, s15, v68
	v_mov_b32_e32 v137, 0
	.loc	1 15 19                         ; g.py:15:19
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v138, 0
	s_cbranch_vccnz .LBB0_107
; %bb.106:
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v69, 31, v68
	v_lshl_add_u64 v[70:71], s[6:7], 0, v[68:69]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[70:71], v[70:71], 0, v[74:75]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v138, v[70:71], off
.LBB0_107:
	s_and_b64 vcc, exec, s[0:1]
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v68, s3, v68
	.loc	1 15 19                         ; g.py:15:19
	s_cbranch_vccnz .LBB0_109
; %bb.108:
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v69, 31, v68
	v_lshl_add_u64 v[70:71], s[6:7], 0, v[68:69]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[70:71], v[70:71], 0, v[74:75]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v137, v[70:71], off
.LBB0_109:
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v68, s3, v68
	v_mov_b32_e32 v139, 0
	.loc	1 15 19                         ; g.py:15:19
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v140, 0
	s_cbranch_vccnz .LBB0_111
; %bb.110:
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v69, 31, v68
	v_lshl_add_u64 v[70:71], s[6:7], 0, v[68:69]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[70:71], v[70:71], 0, v[74:75]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v140, v[70:71], off
.LBB0_111:
	s_and_b64 vcc, exec, s[0:1]
	.loc	1 9 20 is_stmt 1                ; g.py:9:20
	v_or_b32_e32 v81, 0x5c, v1
	.loc	1 15 19                         ; g.py:15:19
	s_cbranch_vccnz .LBB0_113
; %bb.112:
	.loc	1 15 37 is_stmt 0               ; g.py:15:37
	v_mul_lo_u32 v70, s13, v81
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v71, 31, v70
	v_lshl_add_u64 v[70:71], s[6:7], 0, v[70:71]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[70:71], v[70:71], 0, v[74:75]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v139, v[70:71], off
.LBB0_113:
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v68, s15, v68
	v_mov_b32_e32 v141, 0
	.loc	1 15 19                         ; g.py:15:19
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v142, 0
	s_cbranch_vccnz .LBB0_115
; %bb.114:
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v69, 31, v68
	v_lshl_add_u64 v[70:71], s[6:7], 0, v[68:69]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[70:71], v[70:71], 0, v[74:75]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v142, v[70:71], off
.LBB0_115:
	s_and_b64 vcc, exec, s[0:1]
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v68, s3, v68
	.loc	1 15 19                         ; g.py:15:19
	s_cbranch_vccnz .LBB0_117
; %bb.116:
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v69, 31, v68
	v_lshl_add_u64 v[70:71], s[6:7], 0, v[68:69]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[70:71], v[70:71], 0, v[74:75]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v141, v[70:71], off
.LBB0_117:
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v68, s3, v68
	v_mov_b32_e32 v143, 0
	.loc	1 15 19                         ; g.py:15:19
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v144, 0
	s_cbranch_vccnz .LBB0_119
; %bb.118:
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v69, 31, v68
	v_lshl_add_u64 v[70:71], s[6:7], 0, v[68:69]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[70:71], v[70:71], 0, v[74:75]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v144, v[70:71], off
.LBB0_119:
	s_and_b64 vcc, exec, s[0:1]
	.loc	1 9 20 is_stmt 1                ; g.py:9:20
	v_or_b32_e32 v82, 0x6c, v1
	.loc	1 15 19                         ; g.py:15:19
	s_cbranch_vccnz .LBB0_121
; %bb.120:
	.loc	1 15 37 is_stmt 0               ; g.py:15:37
	v_mul_lo_u32 v70, s13, v82
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v71, 31, v70
	v_lshl_add_u64 v[70:71], s[6:7], 0, v[70:71]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[70:71], v[70:71], 0, v[74:75]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v143, v[70:71], off
.LBB0_121:
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v68, s15, v68
	v_mov_b32_e32 v145, 0
	.loc	1 15 19                         ; g.py:15:19
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v146, 0
	s_cbranch_vccnz .LBB0_123
; %bb.122:
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v69, 31, v68
	v_lshl_add_u64 v[70:71], s[6:7], 0, v[68:69]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[70:71], v[70:71], 0, v[74:75]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v146, v[70:71], off
.LBB0_123:
	s_and_b64 vcc, exec, s[0:1]
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v68, s3, v68
	.loc	1 15 19                         ; g.py:15:19
	s_cbranch_vccnz .LBB0_125
; %bb.124:
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v69, 31, v68
	v_lshl_add_u64 v[70:71], s[6:7], 0, v[68:69]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[70:71], v[70:71], 0, v[74:75]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v145, v[70:71], off
.LBB0_125:
	.loc	1 0 19                          ; g.py:0:19
	v_mov_b32_e32 v147, 0
	.loc	1 15 19                         ; g.py:15:19
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v148, 0
	s_cbranch_vccnz .LBB0_127
; %bb.126:
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v68, s3, v68
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v69, 31, v68
	v_lshl_add_u64 v[68:69], s[6:7], 0, v[68:69]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[68:69], v[68:69], 0, v[74:75]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v148, v[68:69], off
.LBB0_127:
	s_and_b64 vcc, exec, s[0:1]
	.loc	1 9 20 is_stmt 1                ; g.py:9:20
	v_or_b32_e32 v83, 0x7c, v1
	.loc	1 15 19                         ; g.py:15:19
	s_cbranch_vccnz .LBB0_129
; %bb.128:
	.loc	1 15 37 is_stmt 0               ; g.py:15:37
	v_mul_lo_u32 v68, s13, v83
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v69, 31, v68
	v_lshl_add_u64 v[68:69], s[6:7], 0, v[68:69]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[68:69], v[68:69], 0, v[74:75]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v147, v[68:69], off
.LBB0_129:
	.loc	1 16 42 is_stmt 1               ; g.py:16:42
	s_ashr_i32 s3, s14, 31
	s_lshr_b32 s3, s3, 27
	.loc	1 7 39                          ; g.py:7:39
	v_lshrrev_b32_e32 v3, 2, v0
	.loc	1 16 42                         ; g.py:16:42
	s_add_i32 s3, s14, s3
	.loc	1 7 27                          ; g.py:7:27
	v_or_b32_e32 v69, s12, v3
	.loc	1 16 42                         ; g.py:16:42
	s_ashr_i32 s3, s3, 5
	.loc	1 16 39 is_stmt 0               ; g.py:16:39
	v_mul_lo_u32 v70, s3, v69
	.loc	1 16 27                         ; g.py:16:27
	v_ashrrev_i32_e32 v71, 31, v70
	.loc	1 11 19 is_stmt 1               ; g.py:11:19
	v_and_b32_e32 v68, 3, v0
	.loc	1 16 27                         ; g.py:16:27
	v_lshl_add_u64 v[70:71], s[4:5], 0, v[70:71]
	v_mov_b32_e32 v149, 0
	.loc	1 16 19 is_stmt 0               ; g.py:16:19
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v150, 0
	s_cbranch_vccnz .LBB0_131
; %bb.130:
	.loc	1 0 19                          ; g.py:0:19
	v_mov_b32_e32 v69, 0
	v_lshl_add_u64 v[72:73], v[70:71], 0, v[68:69]
	.loc	1 16 19                         ; g.py:16:19
	global_load_ubyte v150, v[72:73], off
.LBB0_131:
	.loc	1 8 27 is_stmt 1                ; g.py:8:27
	v_or_b32_e32 v69, s2, v3
	.loc	1 17 39                         ; g.py:17:39
	v_mul_lo_u32 v72, s3, v69
	.loc	1 17 27 is_stmt 0               ; g.py:17:27
	v_ashrrev_i32_e32 v73, 31, v72
	.loc	1 17 19                         ; g.py:17:19
	s_and_b64 vcc, exec, s[0:1]
	.loc	1 17 27                         ; g.py:17:27
	v_lshl_add_u64 v[72:73], s[8:9], 0, v[72:73]
	.loc	1 17 19                         ; g.py:17:19
	s_cbranch_vccnz .LBB0_133
; %bb.132:
	.loc	1 0 19                          ; g.py:0:19
	v_mov_b32_e32 v69, 0
	v_lshl_add_u64 v[152:153], v[72:73], 0, v[68:69]
	.loc	1 17 19                         ; g.py:17:19
	global_load_ubyte v149, v[152:153], off
.LBB0_133:
	.loc	1 14 19 is_stmt 1               ; g.py:14:19
	v_add_u32_e32 v85, 0, v0
	v_xor_b32_e32 v69, 16, v0
	s_waitcnt vmcnt(0)
	ds_write_b8 v85, v86
	ds_write_b8 v85, v91 offset:2048
	ds_write_b8 v85, v102 offset:4096
	ds_write_b8 v85, v110 offset:6144
	v_add_u32_e32 v86, 0, v69
	v_xor_b32_e32 v69, 32, v0
	ds_write_b8 v86, v84 offset:256
	ds_write_b8 v86, v89 offset:2304
	ds_write_b8 v86, v101 offset:4352
	ds_write_b8 v86, v109 offset:6400
	v_add_u32_e32 v89, 0, v69
	v_xor_b32_e32 v69, 48, v0
	v_add_u32_e32 v91, 0, v69
	v_xor_b32_e32 v69, 64, v0
	ds_write_b8 v89, v88 offset:512
	ds_write_b8 v89, v94 offset:2560
	ds_write_b8 v89, v104 offset:4608
	ds_write_b8 v89, v112 offset:6656
	ds_write_b8 v91, v87 offset:768
	ds_write_b8 v91, v93 offset:2816
	ds_write_b8 v91, v103 offset:4864
	ds_write_b8 v91, v111 offset:6912
	v_add_u32_e32 v93, 0, v69
	v_xor_b32_e32 v69, 0x50, v0
	v_add_u32_e32 v94, 0, v69
	v_xor_b32_e32 v69, 0x60, v0
	ds_write_b8 v93, v92 offset:1024
	ds_write_b8 v93, v98 offset:3072
	ds_write_b8 v93, v106 offset:5120
	ds_write_b8 v93, v114 offset:7168
	ds_write_b8 v94, v90 offset:1280
	ds_write_b8 v94, v96 offset:3328
	ds_write_b8 v94, v105 offset:5376
	ds_write_b8 v94, v113 offset:7424
	v_add_u32_e32 v96, 0, v69
	v_xor_b32_e32 v69, 0x70, v0
	ds_write_b8 v96, v97 offset:1536
	ds_write_b8 v96, v99 offset:3584
	ds_write_b8 v96, v108 offset:5632
	ds_write_b8 v96, v116 offset:7680
	v_add_u32_e32 v99, 0, v69
	.loc	1 13 24                         ; g.py:13:24
	s_add_i32 s3, s14, 0xffffff80
	.loc	1 14 19                         ; g.py:14:19
	ds_write_b8 v99, v95 offset:1792
	ds_write_b8 v99, v100 offset:3840
	ds_write_b8 v99, v107 offset:5888
	ds_write_b8 v99, v115 offset:7936
	.loc	1 15 19                         ; g.py:15:19
	ds_write_b8 v85, v118 offset:8192
	ds_write_b8 v85, v122 offset:9216
	ds_write_b8 v85, v126 offset:10240
	ds_write_b8 v85, v130 offset:11264
	ds_write_b8 v85, v134 offset:12288
	ds_write_b8 v85, v138 offset:13312
	ds_write_b8 v85, v142 offset:14336
	ds_write_b8 v85, v146 offset:15360
	ds_write_b8 v86, v117 offset:8448
	ds_write_b8 v86, v121 offset:9472
	ds_write_b8 v86, v125 offset:10496
	ds_write_b8 v86, v129 offset:11520
	ds_write_b8 v86, v133 offset:12544
	ds_write_b8 v86, v137 offset:13568
	ds_write_b8 v86, v141 offset:14592
	ds_write_b8 v86, v145 offset:15616
	ds_write_b8 v89, v120 offset:8704
	ds_write_b8 v89, v124 offset:9728
	ds_write_b8 v89, v128 offset:10752
	ds_write_b8 v89, v132 offset:11776
	ds_write_b8 v89, v136 offset:12800
	ds_write_b8 v89, v140 offset:13824
	ds_write_b8 v89, v144 offset:14848
	ds_write_b8 v89, v148 offset:15872
	ds_write_b8 v91, v119 offset:8960
	ds_write_b8 v91, v123 offset:9984
	ds_write_b8 v91, v127 offset:11008
	ds_write_b8 v91, v131 offset:12032
	ds_write_b8 v91, v135 offset:13056
	ds_write_b8 v91, v139 offset:14080
	ds_write_b8 v91, v143 offset:15104
	ds_write_b8 v91, v147 offset:16128
	.loc	1 16 19                         ; g.py:16:19
	ds_write_b8 v85, v150 offset:16384
	.loc	1 17 19                         ; g.py:17:19
	ds_write_b8 v85, v149 offset:16640
	.loc	1 13 24                         ; g.py:13:24
	s_cmp_gt_i32 s3, 0
	v_and_b32_e32 v103, 48, v0
	v_lshlrev_b32_e32 v108, 5, v0
	v_lshlrev_b32_e32 v102, 3, v0
	v_and_b32_e32 v100, 8, v0
	v_and_b32_e32 v101, 64, v0
	s_cbranch_scc1 .LBB0_135
; %bb.134:                              ; %.._crit_edge_crit_edge
	.loc	1 14 19                         ; g.py:14:19
	v_and_b32_e32 v104, 48, v0
	.loc	1 15 19                         ; g.py:15:19
	v_lshlrev_b32_e32 v105, 3, v0
	v_and_b32_e32 v106, 64, v0
	v_lshlrev_b32_e32 v87, 6, v104
	v_and_b32_e32 v88, 0xc0, v108
	v_and_b32_e32 v90, 8, v105
	v_and_b32_e32 v107, 8, v0
	v_lshrrev_b32_e32 v92, 2, v106
	s_mov_b64 s[0:1], 0
	s_branch .LBB0_136
.LBB0_135:
	.loc	1 0 19 is_stmt 0                ; g.py:0:19
	s_mov_b64 s[0:1], -1
                                        ; implicit-def: $vgpr104
                                        ; implicit-def: $vgpr87
                                        ; implicit-def: $vgpr88
                                        ; implicit-def: $vgpr105
                                        ; implicit-def: $vgpr90
                                        ; implicit-def: $vgpr107
                                        ; implicit-def: $vgpr106
                                        ; implicit-def: $vgpr92
.LBB0_136:                              ; %Flow580
	v_and_b32_e32 v69, 0x80, v0
	v_and_b32_e32 v84, 15, v0
	v_accvgpr_write_b32 a4, 0
	v_accvgpr_write_b32 a5, 0
	v_accvgpr_write_b32 a6, 0
	v_accvgpr_write_b32 a7, 0
	v_accvgpr_write_b32 a8, 0
	v_accvgpr_write_b32 a9, 0
	v_accvgpr_write_b32 a10, 0
	v_accvgpr_write_b32 a11, 0
	v_accvgpr_write_b32 a12, 0
	v_accvgpr_write_b32 a13, 0
	v_accvgpr_write_b32 a14, 0
	v_accvgpr_write_b32 a15, 0
	v_accvgpr_write_b32 a0, 0
	v_accvgpr_write_b32 a1, 0
	v_accvgpr_write_b32 a2, 0
	v_accvgpr_write_b32 a3, 0
	s_andn2_b64 vcc, exec, s[0:1]
	v_lshlrev_b32_e32 v95, 4, v69
	v_lshlrev_b32_e32 v97, 2, v84
	v_lshrrev_b32_e32 v98, 1, v69
	s_cbranch_vccnz .LBB0_140
; %bb.137:                              ; %.lr.ph
	v_lshlrev_b32_e32 v87, 7, v84
	v_and_b32_e32 v88, 0x70, v102
	v_or_b32_e32 v90, v87, v88
	v_bitop3_b32 v87, v87, v103, v88 bitop3:0x36
	v_bitop3_b32 v136, v90, v95, v103 bitop3:0xde
	v_and_b32_e32 v90, 8, v102
	v_bfe_i32 v104, v0, 3, 1
	v_lshrrev_b32_e32 v92, 2, v101
	s_movk_i32 s0, 0x110
	v_bitop3_b32 v137, v87, 64, v95 bitop3:0x36
	v_lshlrev_b32_e32 v87, 6, v103
	v_and_b32_e32 v88, 0xc0, v108
	v_bitop3_b32 v138, v104, v92, s0 bitop3:0x6c
	v_add_u32_e32 v104, 0, v90
	.loc	1 13 24 is_stmt 1               ; g.py:13:24
	v_or_b32_e32 v83, 0x80, v83
	v_or_b32_e32 v82, 0x80, v82
	v_or_b32_e32 v81, 0x80, v81
	v_or_b32_e32 v80, 0x80, v80
	v_or_b32_e32 v79, 0x80, v79
	v_or_b32_e32 v78, 0x80, v78
	v_or_b32_e32 v77, 0x80, v77
	v_bfe_u32 v0, v0, 4, 2
	v_add3_u32 v139, v104, v87, v88
	v_mul_lo_u32 v104, s13, v83
	v_or_b32_e32 v83, 0xf8, v1
	v_mul_lo_u32 v108, s13, v82
	v_or_b32_e32 v82, 0xe8, v1
	v_mul_lo_u32 v112, s13, v81
	v_or_b32_e32 v81, 0xd8, v1
	v_mul_lo_u32 v116, s13, v80
	v_or_b32_e32 v80, 0xc8, v1
	v_mul_lo_u32 v120, s13, v79
	v_or_b32_e32 v79, 0xb8, v1
	v_mul_lo_u32 v124, s13, v78
	v_or_b32_e32 v78, 0xa8, v1
	v_mul_lo_u32 v128, s13, v77
	v_or_b32_e32 v77, 0x98, v1
	v_or_b32_e32 v76, 0x80, v76
	v_add_u32_e32 v0, 0, v0
	v_mul_lo_u32 v105, s13, v83
	v_or_b32_e32 v83, 0xf4, v1
	v_mul_lo_u32 v109, s13, v82
	v_or_b32_e32 v82, 0xe4, v1
	v_mul_lo_u32 v113, s13, v81
	v_or_b32_e32 v81, 0xd4, v1
	v_mul_lo_u32 v117, s13, v80
	v_or_b32_e32 v80, 0xc4, v1
	v_mul_lo_u32 v121, s13, v79
	v_or_b32_e32 v79, 0xb4, v1
	v_mul_lo_u32 v125, s13, v78
	v_or_b32_e32 v78, 0xa4, v1
	v_mul_lo_u32 v129, s13, v77
	v_or_b32_e32 v77, 0x94, v1
	v_mul_lo_u32 v132, s13, v76
	v_or_b32_e32 v76, 0x88, v1
	v_add_u32_e32 v140, v0, v98
	v_add_u32_e32 v0, v0, v101
	v_mul_lo_u32 v106, s13, v83
	v_or_b32_e32 v83, 0xf0, v1
	v_mul_lo_u32 v110, s13, v82
	v_or_b32_e32 v82, 0xe0, v1
	v_mul_lo_u32 v114, s13, v81
	v_or_b32_e32 v81, 0xd0, v1
	v_mul_lo_u32 v118, s13, v80
	v_or_b32_e32 v80, 0xc0, v1
	v_mul_lo_u32 v122, s13, v79
	v_or_b32_e32 v79, 0xb0, v1
	v_mul_lo_u32 v126, s13, v78
	v_or_b32_e32 v78, 0xa0, v1
	v_mul_lo_u32 v130, s13, v77
	v_or_b32_e32 v77, 0x90, v1
	v_mul_lo_u32 v133, s13, v76
	v_or_b32_e32 v76, 0x84, v1
	v_or_b32_e32 v1, 0x80, v1
	v_lshl_add_u64 v[74:75], s[6:7], 0, v[74:75]
	s_mov_b32 s0, 0
	s_movk_i32 s1, 0x80
	s_lshl_b32 s4, s13, 7
	v_mul_lo_u32 v107, s13, v83
	v_mul_lo_u32 v111, s13, v82
	v_mul_lo_u32 v115, s13, v81
	v_mul_lo_u32 v119, s13, v80
	v_mul_lo_u32 v123, s13, v79
	v_mul_lo_u32 v127, s13, v78
	v_mul_lo_u32 v131, s13, v77
	v_mul_lo_u32 v134, s13, v76
	v_mul_lo_u32 v135, s13, v1
	v_accvgpr_write_b32 a3, 0
	v_accvgpr_write_b32 a2, 0
	v_accvgpr_write_b32 a1, 0
	v_accvgpr_write_b32 a0, 0
	v_accvgpr_write_b32 a15, 0
	v_accvgpr_write_b32 a14, 0
	v_accvgpr_write_b32 a13, 0
	v_accvgpr_write_b32 a12, 0
	v_accvgpr_write_b32 a11, 0
	v_accvgpr_write_b32 a10, 0
	v_accvgpr_write_b32 a9, 0
	v_accvgpr_write_b32 a8, 0
	v_accvgpr_write_b32 a7, 0
	v_accvgpr_write_b32 a6, 0
	v_accvgpr_write_b32 a5, 0
	v_accvgpr_write_b32 a4, 0
	v_add_u32_e32 v136, 0, v136
	v_add_u32_e32 v137, 0, v137
	v_add_u32_e32 v138, v139, v138
	v_add_u32_e32 v139, v140, v97
	v_add_u32_e32 v140, v0, v97
.LBB0_138:                              ; =>This Inner Loop Header: Depth=1
	.loc	1 14 56                         ; g.py:14:56
	v_add_u32_e32 v82, s1, v2
	.loc	1 14 44 is_stmt 0               ; g.py:14:44
	v_ashrrev_i32_e32 v83, 31, v82
	v_lshl_add_u64 v[142:143], v[4:5], 0, v[82:83]
	v_lshl_add_u64 v[144:145], v[6:7], 0, v[82:83]
	v_lshl_add_u64 v[146:147], v[8:9], 0, v[82:83]
	v_lshl_add_u64 v[148:149], v[10:11], 0, v[82:83]
	v_lshl_add_u64 v[150:151], v[12:13], 0, v[82:83]
	v_lshl_add_u64 v[158:159], v[14:15], 0, v[82:83]
	v_lshl_add_u64 v[160:161], v[16:17], 0, v[82:83]
	v_lshl_add_u64 v[162:163], v[18:19], 0, v[82:83]
	v_lshl_add_u64 v[166:167], v[22:23], 0, v[82:83]
	v_lshl_add_u64 v[168:169], v[24:25], 0, v[82:83]
	v_lshl_add_u64 v[170:171], v[26:27], 0, v[82:83]
	v_lshl_add_u64 v[174:175], v[28:29], 0, v[82:83]
	v_lshl_add_u64 v[164:165], v[20:21], 0, v[82:83]
	v_lshl_add_u64 v[176:177], v[30:31], 0, v[82:83]
	v_lshl_add_u64 v[178:179], v[32:33], 0, v[82:83]
	v_lshl_add_u64 v[180:181], v[34:35], 0, v[82:83]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v156, v[142:143], off
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[182:183], v[36:37], 0, v[82:83]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v155, v[144:145], off
	global_load_ubyte v154, v[146:147], off
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[146:147], v[38:39], 0, v[82:83]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v153, v[148:149], off
	global_load_ubyte v152, v[150:151], off
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[148:149], v[40:41], 0, v[82:83]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v151, v[158:159], off
	global_load_ubyte v142, v[160:161], off
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[184:185], v[42:43], 0, v[82:83]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v141, v[162:163], off
	global_load_ubyte v161, v[164:165], off
	global_load_ubyte v160, v[166:167], off
	global_load_ubyte v159, v[168:169], off
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[168:169], v[46:47], 0, v[82:83]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v158, v[170:171], off
	global_load_ubyte v157, v[174:175], off
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[170:171], v[48:49], 0, v[82:83]
	v_lshl_add_u64 v[174:175], v[50:51], 0, v[82:83]
	.loc	1 15 37 is_stmt 1               ; g.py:15:37
	v_add_u32_e32 v172, s0, v135
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[186:187], v[44:45], 0, v[82:83]
	.loc	1 14 19 is_stmt 0               ; g.py:14:19
	global_load_ubyte v145, v[176:177], off
	global_load_ubyte v144, v[178:179], off
	global_load_ubyte v143, v[180:181], off
	global_load_ubyte v166, v[182:183], off
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[176:177], v[52:53], 0, v[82:83]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v165, v[146:147], off
	global_load_ubyte v164, v[148:149], off
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[178:179], v[54:55], 0, v[82:83]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v163, v[184:185], off
	global_load_ubyte v162, v[186:187], off
	global_load_ubyte v148, v[168:169], off
	global_load_ubyte v147, v[170:171], off
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[182:183], v[58:59], 0, v[82:83]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v146, v[174:175], off
	global_load_ubyte v171, v[176:177], off
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[174:175], v[60:61], 0, v[82:83]
	.loc	1 15 37 is_stmt 1               ; g.py:15:37
	v_add_u32_e32 v78, s0, v134
	v_add_u32_e32 v80, s0, v133
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[180:181], v[56:57], 0, v[82:83]
	.loc	1 14 19 is_stmt 0               ; g.py:14:19
	global_load_ubyte v170, v[178:179], off
	global_load_ubyte v169, v[180:181], off
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[176:177], v[62:63], 0, v[82:83]
	.loc	1 14 19                         ; g.py:14:19
	global_load_ubyte v168, v[182:183], off
	global_load_ubyte v167, v[174:175], off
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[174:175], v[64:65], 0, v[82:83]
	.loc	1 15 21 is_stmt 1               ; g.py:15:21
	v_ashrrev_i32_e32 v173, 31, v172
	.loc	1 15 37 is_stmt 0               ; g.py:15:37
	v_add_u32_e32 v0, s0, v132
	v_add_u32_e32 v76, s0, v131
	.loc	1 14 19 is_stmt 1               ; g.py:14:19
	global_load_ubyte v150, v[176:177], off
	global_load_ubyte v149, v[174:175], off
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v174, s0, v130
	.loc	1 14 44                         ; g.py:14:44
	v_lshl_add_u64 v[82:83], v[66:67], 0, v[82:83]
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[172:173], v[74:75], 0, v[172:173]
	.loc	1 15 21 is_stmt 0               ; g.py:15:21
	v_ashrrev_i32_e32 v79, 31, v78
	v_ashrrev_i32_e32 v81, 31, v80
	.loc	1 14 19 is_stmt 1               ; g.py:14:19
	global_load_ubyte v82, v[82:83], off
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v83, v[172:173], off
	.loc	1 15 37 is_stmt 0               ; g.py:15:37
	v_add_u32_e32 v172, s0, v129
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[78:79], v[74:75], 0, v[78:79]
	v_lshl_add_u64 v[80:81], v[74:75], 0, v[80:81]
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v1, 31, v0
	v_ashrrev_i32_e32 v77, 31, v76
	v_ashrrev_i32_e32 v175, 31, v174
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v79, v[78:79], off
	s_nop 0
	global_load_ubyte v78, v[80:81], off
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v173, 31, v172
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[0:1], v[74:75], 0, v[0:1]
	v_lshl_add_u64 v[80:81], v[74:75], 0, v[76:77]
	v_lshl_add_u64 v[174:175], v[74:75], 0, v[174:175]
	v_lshl_add_u64 v[172:173], v[74:75], 0, v[172:173]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v76, v[0:1], off
	s_nop 0
	global_load_ubyte v81, v[80:81], off
	s_nop 0
	global_load_ubyte v80, v[174:175], off
	.loc	1 16 19 is_stmt 1               ; g.py:16:19
	ds_read_u8 v0, v139 offset:16384
	ds_read_u8 v1, v139 offset:16512
	.loc	1 17 19                         ; g.py:17:19
	ds_read_u8 v174, v140 offset:16768
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v77, v[172:173], off
	.loc	1 17 19                         ; g.py:17:19
	ds_read_u8 v172, v140 offset:16640
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v176, s0, v128
	.loc	1 18 56                         ; g.py:18:56
	s_waitcnt lgkmcnt(2)
	v_lshlrev_b16_e32 v1, 8, v1
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b16_e32 v173, 8, v174
	v_or_b32_e32 v1, v0, v1
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v0, s0, v127
	.loc	1 18 56                         ; g.py:18:56
	s_waitcnt lgkmcnt(0)
	v_or_b32_e32 v172, v172, v173
	v_and_b32_e32 v178, 0xffff, v1
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v177, 31, v176
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 18 56                         ; g.py:18:56
	v_and_b32_e32 v179, 0xffff, v172
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[172:173], v[74:75], 0, v[176:177]
	v_lshl_add_u64 v[0:1], v[74:75], 0, v[0:1]
	.loc	1 14 19                         ; g.py:14:19
	ds_read_b128 v[180:183], v136
	ds_read_b128 v[188:191], v136 offset:4096
	.loc	1 15 19                         ; g.py:15:19
	ds_read_b64_tr_b8 v[196:197], v138 offset:8192
	ds_read_b64_tr_b8 v[198:199], v138 offset:8736
	ds_read_b64_tr_b8 v[200:201], v138 offset:12288
	ds_read_b64_tr_b8 v[202:203], v138 offset:12832
	.loc	1 14 19                         ; g.py:14:19
	ds_read_b128 v[184:187], v137
	ds_read_b128 v[192:195], v137 offset:4096
	.loc	1 15 19                         ; g.py:15:19
	ds_read_b64_tr_b8 v[204:205], v138 offset:8224
	ds_read_b64_tr_b8 v[206:207], v138 offset:8704
	ds_read_b64_tr_b8 v[208:209], v138 offset:12320
	ds_read_b64_tr_b8 v[210:211], v138 offset:12800
	global_load_ubyte v172, v[172:173], off
	s_nop 0
	global_load_ubyte v173, v[0:1], off
	.loc	1 15 37 is_stmt 0               ; g.py:15:37
	v_add_u32_e32 v0, s0, v126
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[0:1], v[74:75], 0, v[0:1]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v174, v[0:1], off
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v0, s0, v125
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[0:1], v[74:75], 0, v[0:1]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v175, v[0:1], off
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v0, s0, v124
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[0:1], v[74:75], 0, v[0:1]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v176, v[0:1], off
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v0, s0, v123
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[0:1], v[74:75], 0, v[0:1]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v177, v[0:1], off
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v0, s0, v122
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[0:1], v[74:75], 0, v[0:1]
	.loc	1 18 56 is_stmt 1               ; g.py:18:56
	s_waitcnt lgkmcnt(5)
	v_mfma_scale_f32_16x16x128_f8f6f4 a[4:7], v[196:203], v[180:187], a[4:7], v179, v178 op_sel_hi:[0,0,0] blgp:1
	.loc	1 16 51                         ; g.py:16:51
	s_ashr_i32 s5, s1, 5
	.loc	1 18 56                         ; g.py:18:56
	s_waitcnt lgkmcnt(0)
	v_mfma_scale_f32_16x16x128_f8f6f4 a[8:11], v[204:211], v[180:187], a[8:11], v179, v178 op_sel:[1,0,0] op_sel_hi:[0,0,0] blgp:1
	v_mfma_scale_f32_16x16x128_f8f6f4 a[12:15], v[196:203], v[188:195], a[12:15], v179, v178 op_sel:[0,1,0] op_sel_hi:[0,0,0] blgp:1
	v_mfma_scale_f32_16x16x128_f8f6f4 a[0:3], v[204:211], v[188:195], a[0:3], v179, v178 op_sel:[1,1,0] op_sel_hi:[0,0,0] blgp:1
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v178, v[0:1], off
	.loc	1 15 37 is_stmt 0               ; g.py:15:37
	v_add_u32_e32 v0, s0, v121
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[0:1], v[74:75], 0, v[0:1]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v179, v[0:1], off
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v0, s0, v120
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[0:1], v[74:75], 0, v[0:1]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v180, v[0:1], off
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v0, s0, v119
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[0:1], v[74:75], 0, v[0:1]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v181, v[0:1], off
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v0, s0, v118
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[0:1], v[74:75], 0, v[0:1]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v182, v[0:1], off
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v0, s0, v117
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[0:1], v[74:75], 0, v[0:1]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v183, v[0:1], off
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v0, s0, v116
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[0:1], v[74:75], 0, v[0:1]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v184, v[0:1], off
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v0, s0, v115
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[0:1], v[74:75], 0, v[0:1]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v185, v[0:1], off
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v0, s0, v114
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[0:1], v[74:75], 0, v[0:1]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v186, v[0:1], off
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v0, s0, v111
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[0:1], v[74:75], 0, v[0:1]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v187, v[0:1], off
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v0, s0, v110
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[0:1], v[74:75], 0, v[0:1]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v188, v[0:1], off
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v0, s0, v109
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[0:1], v[74:75], 0, v[0:1]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v189, v[0:1], off
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v0, s0, v108
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[0:1], v[74:75], 0, v[0:1]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v190, v[0:1], off
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v0, s0, v107
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[0:1], v[74:75], 0, v[0:1]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v192, v[0:1], off
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v0, s0, v113
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[0:1], v[74:75], 0, v[0:1]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v191, v[0:1], off
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v0, s0, v106
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[0:1], v[74:75], 0, v[0:1]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v194, v[0:1], off
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v0, s0, v112
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[0:1], v[74:75], 0, v[0:1]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v193, v[0:1], off
	.loc	1 15 37                         ; g.py:15:37
	v_add_u32_e32 v0, s0, v105
	.loc	1 15 21                         ; g.py:15:21
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[0:1], v[74:75], 0, v[0:1]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v195, v[0:1], off
	.loc	1 15 21                         ; g.py:15:21
	v_add_u32_e32 v0, s0, v104
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 15 39                         ; g.py:15:39
	v_lshl_add_u64 v[0:1], v[74:75], 0, v[0:1]
	.loc	1 15 19                         ; g.py:15:19
	global_load_ubyte v196, v[0:1], off
	.loc	1 16 54 is_stmt 1               ; g.py:16:54
	v_or_b32_e32 v0, s5, v68
	.loc	1 16 46 is_stmt 0               ; g.py:16:46
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[198:199], v[70:71], 0, v[0:1]
	.loc	1 16 19                         ; g.py:16:19
	global_load_ubyte v197, v[198:199], off
	.loc	1 17 46 is_stmt 1               ; g.py:17:46
	v_lshl_add_u64 v[0:1], v[72:73], 0, v[0:1]
	.loc	1 17 19 is_stmt 0               ; g.py:17:19
	global_load_ubyte v0, v[0:1], off
	.loc	1 13 24 is_stmt 1               ; g.py:13:24
	s_add_i32 s5, s1, 0x80
	s_add_i32 s0, s0, s4
	s_cmp_lt_i32 s1, s3
	s_mov_b32 s1, s5
	.loc	1 14 19                         ; g.py:14:19
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b8 v85, v156
	s_waitcnt vmcnt(57)
	ds_write_b8 v85, v161 offset:2048
	s_waitcnt vmcnt(49)
	ds_write_b8 v85, v166 offset:4096
	s_waitcnt vmcnt(41)
	ds_write_b8 v85, v171 offset:6144
	ds_write_b8 v86, v155 offset:256
	ds_write_b8 v86, v160 offset:2304
	ds_write_b8 v86, v165 offset:4352
	s_waitcnt vmcnt(40)
	ds_write_b8 v86, v170 offset:6400
	ds_write_b8 v89, v154 offset:512
	ds_write_b8 v89, v159 offset:2560
	ds_write_b8 v89, v164 offset:4608
	s_waitcnt vmcnt(39)
	ds_write_b8 v89, v169 offset:6656
	ds_write_b8 v91, v153 offset:768
	ds_write_b8 v91, v158 offset:2816
	ds_write_b8 v91, v163 offset:4864
	s_waitcnt vmcnt(38)
	ds_write_b8 v91, v168 offset:6912
	ds_write_b8 v93, v152 offset:1024
	ds_write_b8 v93, v157 offset:3072
	ds_write_b8 v93, v162 offset:5120
	s_waitcnt vmcnt(37)
	ds_write_b8 v93, v167 offset:7168
	ds_write_b8 v94, v151 offset:1280
	ds_write_b8 v94, v145 offset:3328
	ds_write_b8 v94, v148 offset:5376
	s_waitcnt vmcnt(36)
	ds_write_b8 v94, v150 offset:7424
	ds_write_b8 v96, v142 offset:1536
	ds_write_b8 v96, v144 offset:3584
	ds_write_b8 v96, v147 offset:5632
	s_waitcnt vmcnt(35)
	ds_write_b8 v96, v149 offset:7680
	ds_write_b8 v99, v141 offset:1792
	ds_write_b8 v99, v143 offset:3840
	ds_write_b8 v99, v146 offset:5888
	s_waitcnt vmcnt(34)
	ds_write_b8 v99, v82 offset:7936
	.loc	1 15 19                         ; g.py:15:19
	s_waitcnt vmcnt(33)
	ds_write_b8 v85, v83 offset:8192
	s_waitcnt vmcnt(29)
	ds_write_b8 v85, v81 offset:9216
	s_waitcnt vmcnt(25)
	ds_write_b8 v85, v173 offset:10240
	s_waitcnt vmcnt(21)
	ds_write_b8 v85, v177 offset:11264
	s_waitcnt vmcnt(17)
	ds_write_b8 v85, v181 offset:12288
	s_waitcnt vmcnt(13)
	ds_write_b8 v85, v185 offset:13312
	s_waitcnt vmcnt(11)
	ds_write_b8 v85, v187 offset:14336
	s_waitcnt vmcnt(7)
	ds_write_b8 v85, v192 offset:15360
	ds_write_b8 v86, v79 offset:8448
	ds_write_b8 v86, v80 offset:9472
	ds_write_b8 v86, v174 offset:10496
	ds_write_b8 v86, v178 offset:11520
	ds_write_b8 v86, v182 offset:12544
	ds_write_b8 v86, v186 offset:13568
	ds_write_b8 v86, v188 offset:14592
	s_waitcnt vmcnt(5)
	ds_write_b8 v86, v194 offset:15616
	ds_write_b8 v89, v78 offset:8704
	ds_write_b8 v89, v77 offset:9728
	ds_write_b8 v89, v175 offset:10752
	ds_write_b8 v89, v179 offset:11776
	ds_write_b8 v89, v183 offset:12800
	ds_write_b8 v89, v191 offset:13824
	ds_write_b8 v89, v189 offset:14848
	s_waitcnt vmcnt(3)
	ds_write_b8 v89, v195 offset:15872
	ds_write_b8 v91, v76 offset:8960
	ds_write_b8 v91, v172 offset:9984
	ds_write_b8 v91, v176 offset:11008
	ds_write_b8 v91, v180 offset:12032
	ds_write_b8 v91, v184 offset:13056
	ds_write_b8 v91, v193 offset:14080
	ds_write_b8 v91, v190 offset:15104
	s_waitcnt vmcnt(2)
	ds_write_b8 v91, v196 offset:16128
	.loc	1 16 19                         ; g.py:16:19
	s_waitcnt vmcnt(1)
	ds_write_b8 v85, v197 offset:16384
	.loc	1 17 19                         ; g.py:17:19
	s_waitcnt vmcnt(0)
	ds_write_b8 v85, v0 offset:16640
	.loc	1 13 24                         ; g.py:13:24
	s_cbranch_scc1 .LBB0_138
; %bb.139:                              ; %Flow
	.loc	1 0 24 is_stmt 0                ; g.py:0:24
	v_mov_b32_e32 v104, v103
	v_mov_b32_e32 v105, v102
	v_mov_b32_e32 v107, v100
	v_mov_b32_e32 v106, v101
.LBB0_140:                              ; %._crit_edge
	.loc	1 13 24 is_stmt 1               ; g.py:13:24
	s_addk_i32 s14, 0x7f
	s_cmpk_lt_i32 s14, 0x80
	.loc	1 14 19                         ; g.py:14:19
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 18 56                         ; g.py:18:56
	s_cbranch_scc1 .LBB0_142
; %bb.141:
	.loc	1 0 56 is_stmt 0                ; g.py:0:56
	v_mov_b32_e32 v0, 0x110
	v_cmp_eq_u32_e32 vcc, 0, v107
	v_add3_u32 v1, 0, v90, v87
	.loc	1 14 19 is_stmt 1               ; g.py:14:19
	v_and_b32_e32 v21, 0x70, v105
	v_cndmask_b32_e64 v0, v0, 0, vcc
	v_xor_b32_e32 v0, v0, v92
	v_add3_u32 v0, v1, v88, v0
	ds_read_b64_tr_b8 v[24:25], v0 offset:8192
	ds_read_b64_tr_b8 v[32:33], v0 offset:8224
	ds_read_b64_tr_b8 v[26:27], v0 offset:8736
	ds_read_b64_tr_b8 v[34:35], v0 offset:8704
	ds_read_b64_tr_b8 v[28:29], v0 offset:12288
	ds_read_b64_tr_b8 v[30:31], v0 offset:12832
	ds_read_b64_tr_b8 v[36:37], v0 offset:12320
	ds_read_b64_tr_b8 v[38:39], v0 offset:12800
	.loc	1 16 19                         ; g.py:16:19
	v_lshrrev_b32_e32 v0, 4, v104
	.loc	1 17 19                         ; g.py:17:19
	v_add_u32_e32 v0, 0, v0
	v_add3_u32 v1, v0, v106, v97
	.loc	1 16 19                         ; g.py:16:19
	v_add3_u32 v0, v0, v98, v97
	.loc	1 14 19                         ; g.py:14:19
	v_lshl_or_b32 v21, v84, 7, v21
	.loc	1 17 19                         ; g.py:17:19
	ds_read_u8 v2, v1 offset:16768
	.loc	1 16 19                         ; g.py:16:19
	ds_read_u8 v20, v0 offset:16512
	ds_read_u8 v0, v0 offset:16384
	.loc	1 17 19                         ; g.py:17:19
	ds_read_u8 v1, v1 offset:16640
	.loc	1 14 19                         ; g.py:14:19
	v_bitop3_b32 v21, v21, v95, v104 bitop3:0xde
	v_xad_u32 v22, v21, 64, 0
	v_add_u32_e32 v21, 0, v21
	ds_read_b128 v[44:47], v22
	ds_read_b128 v[40:43], v21
	v_accvgpr_read_b32 v16, a4
	.loc	1 18 56                         ; g.py:18:56
	s_waitcnt lgkmcnt(4)
	v_lshlrev_b16_e32 v20, 8, v20
	v_lshlrev_b16_e32 v2, 8, v2
	v_accvgpr_read_b32 v17, a5
	v_accvgpr_read_b32 v18, a6
	v_accvgpr_read_b32 v19, a7
	v_accvgpr_read_b32 v4, a0
	v_accvgpr_read_b32 v5, a1
	v_accvgpr_read_b32 v6, a2
	v_accvgpr_read_b32 v7, a3
	s_waitcnt lgkmcnt(3)
	v_or_b32_e32 v0, v0, v20
	s_waitcnt lgkmcnt(2)
	v_or_b32_e32 v1, v1, v2
	v_accvgpr_write_b32 a0, v16
	v_accvgpr_read_b32 v12, a8
	v_and_b32_e32 v0, 0xffff, v0
	v_and_b32_e32 v1, 0xffff, v1
	v_accvgpr_write_b32 a1, v17
	v_accvgpr_write_b32 a2, v18
	v_accvgpr_write_b32 a3, v19
	v_accvgpr_read_b32 v13, a9
	v_accvgpr_read_b32 v14, a10
	v_accvgpr_read_b32 v15, a11
	s_waitcnt lgkmcnt(0)
	v_mfma_scale_f32_16x16x128_f8f6f4 a[4:7], v[24:31], v[40:47], a[0:3], v1, v0 op_sel_hi:[0,0,0] blgp:1
	v_accvgpr_read_b32 v8, a12
	v_accvgpr_read_b32 v9, a13
	v_accvgpr_read_b32 v10, a14
	v_accvgpr_read_b32 v11, a15
	s_nop 2
	v_accvgpr_write_b32 a0, v12
	v_accvgpr_write_b32 a1, v13
	v_accvgpr_write_b32 a2, v14
	v_accvgpr_write_b32 a3, v15
	.loc	1 14 19                         ; g.py:14:19
	ds_read_b128 v[16:19], v22 offset:4096
	ds_read_b128 v[12:15], v21 offset:4096
	.loc	1 18 56                         ; g.py:18:56
	v_mfma_scale_f32_16x16x128_f8f6f4 a[8:11], v[32:39], v[40:47], a[0:3], v1, v0 op_sel:[1,0,0] op_sel_hi:[0,0,0] blgp:1
	s_nop 6
	v_accvgpr_write_b32 a0, v8
	v_accvgpr_write_b32 a1, v9
	v_accvgpr_write_b32 a2, v10
	v_accvgpr_write_b32 a3, v11
	s_waitcnt lgkmcnt(0)
	s_nop 0
	v_mfma_scale_f32_16x16x128_f8f6f4 a[12:15], v[24:31], v[12:19], a[0:3], v1, v0 op_sel:[0,1,0] op_sel_hi:[0,0,0] blgp:1
	s_nop 6
	v_accvgpr_write_b32 a0, v4
	v_accvgpr_write_b32 a1, v5
	v_accvgpr_write_b32 a2, v6
	v_accvgpr_write_b32 a3, v7
	s_nop 1
	v_mfma_scale_f32_16x16x128_f8f6f4 a[0:3], v[32:39], v[12:19], a[0:3], v1, v0 op_sel:[1,1,0] op_sel_hi:[0,0,0] blgp:1
.LBB0_142:                              ; %._crit_edge._crit_edge
	.loc	1 7 39                          ; g.py:7:39
	v_lshrrev_b32_e32 v1, 3, v69
	.loc	1 7 27 is_stmt 0                ; g.py:7:27
	v_or3_b32 v1, v1, v84, s12
	.loc	1 8 27 is_stmt 1                ; g.py:8:27
	v_and_or_b32 v0, v3, 28, s2
	.loc	1 19 26                         ; g.py:19:26
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
	global_store_dwordx4 v[2:3], a[4:7], off
	global_store_dwordx4 v[2:3], a[8:11], off offset:128
	global_store_dwordx4 v[0:1], a[12:15], off
	global_store_dwordx4 v[0:1], a[0:3], off offset:128
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
		.amdhsa_next_free_vgpr 228
		.amdhsa_next_free_sgpr 20
		.amdhsa_accum_offset 212
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
	.set dot_scaled_gemm.num_vgpr, 212
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
; codeLenInByte = 8060
; TotalNumSgprs: 26
; NumVgprs: 212
; NumAgprs: 16
; TotalNumVgprs: 228
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 28
; NumSGPRsForWavesPerEU: 26
; NumVGPRsForWavesPerEU: 228
; AccumOffset: 212
; Occupancy: 2
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 52
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
    .vgpr_count:     228
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
