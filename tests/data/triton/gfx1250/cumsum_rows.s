	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 5
	.text
	.globl	cumsum_rows                     ; -- Begin function cumsum_rows
	.p2align	8
	.type	cumsum_rows,@function
cumsum_rows:                            ; @cumsum_rows
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	.file	1 "/work/main/tests/data/triton" "generate.py"
	.loc	1 43 24 prologue_end            ; generate.py:43:24
	v_or_b32_e32 v1, 0x80, v0
	.loc	1 45 16                         ; generate.py:45:16
	v_lshlrev_b32_e32 v5, 2, v0
	.loc	1 44 18                         ; generate.py:44:18
	v_cmp_gt_i32_e32 vcc_lo, s6, v0
	.loc	1 43 24                         ; generate.py:43:24
	v_or_b32_e32 v2, 0x100, v0
	v_or_b32_e32 v3, 0x180, v0
	.loc	1 45 16                         ; generate.py:45:16
	v_lshlrev_b32_e32 v8, 2, v1
	.loc	1 43 24                         ; generate.py:43:24
	v_or_b32_e32 v4, 0x200, v0
	s_delay_alu instid0(VALU_DEP_4)
	.loc	1 45 16                         ; generate.py:45:16
	v_dual_cndmask_b32 v5, 0x80000000, v5 :: v_dual_lshlrev_b32 v10, 2, v2
	.loc	1 44 18                         ; generate.py:44:18
	v_cmp_gt_i32_e32 vcc_lo, s6, v1
	.loc	1 45 16                         ; generate.py:45:16
	v_lshlrev_b32_e32 v11, 2, v3
	s_bfe_u32 s0, ttmp6, 0x4000c
	.loc	1 43 24                         ; generate.py:43:24
	v_or_b32_e32 v6, 0x280, v0
	v_or_b32_e32 v9, 0x380, v0
	.loc	1 45 16                         ; generate.py:45:16
	v_cndmask_b32_e32 v8, 0x80000000, v8, vcc_lo
	.loc	1 44 18                         ; generate.py:44:18
	v_cmp_gt_i32_e32 vcc_lo, s6, v2
	s_add_co_i32 s0, s0, 1
	s_and_b32 s1, ttmp6, 15
	s_mul_i32 s0, ttmp9, s0
	s_getreg_b32 s7, hwreg(HW_REG_IB_STS2, 6, 4)
	.loc	1 45 16                         ; generate.py:45:16
	v_dual_cndmask_b32 v1, 0x80000000, v10 :: v_dual_lshlrev_b32 v10, 2, v4
	.loc	1 44 18                         ; generate.py:44:18
	v_cmp_gt_i32_e32 vcc_lo, s6, v3
	s_add_co_i32 s1, s1, s0
	.loc	1 43 24                         ; generate.py:43:24
	v_or_b32_e32 v7, 0x300, v0
	.loc	1 45 16                         ; generate.py:45:16
	v_dual_lshlrev_b32 v12, 2, v9 :: v_dual_bitop2_b32 v17, 31, v0 bitop3:0x40
	v_dual_cndmask_b32 v2, 0x80000000, v11 :: v_dual_lshlrev_b32 v11, 2, v6
	.loc	1 44 18                         ; generate.py:44:18
	v_cmp_gt_i32_e32 vcc_lo, s6, v4
	s_cmp_eq_u32 s7, 0
	s_delay_alu instid0(VALU_DEP_3)
.Ltmp0:
	.file	2 "/opt/torch/.venv/lib/python3.12/site-packages/triton/language" "standard.py"
	.loc	2 343 60                        ; standard.py:343:60 @[ generate.py:46:48 ]
	v_lshlrev_b32_e32 v26, 2, v17
	s_cselect_b32 s0, ttmp9, s1
	v_sub_nc_u32_e64 v18, v17, 1 clamp
.Ltmp1:
	.loc	1 45 16                         ; generate.py:45:16
	v_dual_cndmask_b32 v3, 0x80000000, v10 :: v_dual_lshlrev_b32 v10, 2, v7
	.loc	1 44 18                         ; generate.py:44:18
	v_cmp_gt_i32_e32 vcc_lo, s6, v6
	.loc	1 45 26                         ; generate.py:45:26
	s_mul_i32 s0, s6, s0
	s_mov_b32 s11, 0
	.loc	1 45 20 is_stmt 0               ; generate.py:45:20
	s_ashr_i32 s1, s0, 31
	s_mov_b32 s10, 0xffffff
	.loc	1 45 16                         ; generate.py:45:16
	v_dual_cndmask_b32 v4, 0x80000000, v11 :: v_dual_add_nc_u32 v27, -8, v26
	.loc	1 44 18 is_stmt 1               ; generate.py:44:18
	v_cmp_gt_i32_e32 vcc_lo, s6, v7
	.loc	1 45 20                         ; generate.py:45:20
	s_lshl_b64 s[12:13], s[0:1], 2
.Ltmp2:
	.loc	2 343 60                        ; standard.py:343:60 @[ generate.py:46:48 ]
	v_lshlrev_b32_e32 v18, 2, v18
.Ltmp3:
	.loc	1 45 20                         ; generate.py:45:20
	s_add_nc_u64 s[0:1], s[2:3], s[12:13]
	.loc	1 45 16 is_stmt 0               ; generate.py:45:16
	v_cndmask_b32_e32 v6, 0x80000000, v10, vcc_lo
	.loc	1 44 18 is_stmt 1               ; generate.py:44:18
	v_cmp_gt_i32_e32 vcc_lo, s6, v9
	.loc	1 45 16                         ; generate.py:45:16
	s_or_b64 s[8:9], s[0:1], 0xfc00000000000000
.Ltmp4:
	.loc	2 343 60                        ; standard.py:343:60 @[ generate.py:46:48 ]
	v_cmp_gt_u32_e64 s0, 2, v17
.Ltmp5:
	.loc	1 45 16                         ; generate.py:45:16
	v_cndmask_b32_e32 v7, 0x80000000, v12, vcc_lo
	s_clause 0x7
	buffer_load_b32 v9, v5, s[8:11], null offen
	buffer_load_b32 v10, v8, s[8:11], null offen
	buffer_load_b32 v11, v1, s[8:11], null offen
	buffer_load_b32 v12, v2, s[8:11], null offen
	buffer_load_b32 v13, v3, s[8:11], null offen
	buffer_load_b32 v14, v4, s[8:11], null offen
	buffer_load_b32 v15, v6, s[8:11], null offen
	buffer_load_b32 v16, v7, s[8:11], null offen
.Ltmp6:
	.loc	2 343 60                        ; standard.py:343:60 @[ generate.py:46:48 ]
	v_cmp_eq_u32_e32 vcc_lo, 0, v17
	s_wait_loadcnt 0x7
	ds_bpermute_b32 v19, v18, v9
	s_wait_loadcnt 0x6
	ds_bpermute_b32 v20, v18, v10
	s_wait_loadcnt 0x5
	ds_bpermute_b32 v21, v18, v11
	s_wait_loadcnt 0x4
	ds_bpermute_b32 v22, v18, v12
	s_wait_loadcnt 0x3
	ds_bpermute_b32 v23, v18, v13
	s_wait_loadcnt 0x2
	ds_bpermute_b32 v24, v18, v14
	s_wait_loadcnt 0x1
	ds_bpermute_b32 v25, v18, v15
	s_wait_loadcnt 0x0
	ds_bpermute_b32 v18, v18, v16
	s_wait_dscnt 0x7
	v_cndmask_b32_e64 v19, v19, 0, vcc_lo
	s_wait_dscnt 0x6
	v_cndmask_b32_e64 v20, v20, 0, vcc_lo
	s_wait_dscnt 0x5
	v_cndmask_b32_e64 v21, v21, 0, vcc_lo
	s_wait_dscnt 0x4
	v_cndmask_b32_e64 v22, v22, 0, vcc_lo
	s_wait_dscnt 0x3
	v_cndmask_b32_e64 v23, v23, 0, vcc_lo
	s_wait_dscnt 0x2
	v_cndmask_b32_e64 v24, v24, 0, vcc_lo
	s_wait_dscnt 0x1
	v_cndmask_b32_e64 v25, v25, 0, vcc_lo
	s_wait_dscnt 0x0
	v_cndmask_b32_e64 v18, v18, 0, vcc_lo
	v_dual_add_nc_u32 v9, v19, v9 :: v_dual_add_nc_u32 v10, v20, v10
	v_dual_cndmask_b32 v27, v27, v26, s0 :: v_dual_add_nc_u32 v11, v21, v11
	v_dual_add_nc_u32 v12, v22, v12 :: v_dual_add_nc_u32 v13, v23, v13
	v_dual_add_nc_u32 v14, v24, v14 :: v_dual_add_nc_u32 v15, v25, v15
	v_add_nc_u32_e32 v16, v18, v16
	ds_bpermute_b32 v18, v27, v9
	ds_bpermute_b32 v19, v27, v10
	ds_bpermute_b32 v20, v27, v11
	ds_bpermute_b32 v21, v27, v12
	ds_bpermute_b32 v22, v27, v13
	ds_bpermute_b32 v23, v27, v14
	ds_bpermute_b32 v24, v27, v15
	ds_bpermute_b32 v25, v27, v16
	v_add_nc_u32_e32 v27, -16, v26
	v_cmp_lt_u32_e32 vcc_lo, 1, v17
	v_cmp_gt_u32_e64 s0, 4, v17
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v27, v27, v26, s0
	v_cmp_gt_u32_e64 s0, 8, v17
	s_wait_dscnt 0x6
	v_dual_cndmask_b32 v18, 0, v18 :: v_dual_cndmask_b32 v19, 0, v19
	s_wait_dscnt 0x4
	v_dual_cndmask_b32 v20, 0, v20 :: v_dual_cndmask_b32 v21, 0, v21
	s_wait_dscnt 0x2
	v_dual_cndmask_b32 v22, 0, v22 :: v_dual_cndmask_b32 v23, 0, v23
	s_wait_dscnt 0x0
	v_dual_cndmask_b32 v24, 0, v24 :: v_dual_cndmask_b32 v25, 0, v25
	v_dual_add_nc_u32 v9, v9, v18 :: v_dual_add_nc_u32 v10, v10, v19
	v_dual_add_nc_u32 v11, v11, v20 :: v_dual_add_nc_u32 v12, v12, v21
	v_dual_add_nc_u32 v13, v13, v22 :: v_dual_add_nc_u32 v14, v14, v23
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_add_nc_u32 v15, v15, v24 :: v_dual_add_nc_u32 v16, v16, v25
	ds_bpermute_b32 v18, v27, v9
	ds_bpermute_b32 v19, v27, v10
	ds_bpermute_b32 v20, v27, v11
	ds_bpermute_b32 v21, v27, v12
	ds_bpermute_b32 v22, v27, v13
	ds_bpermute_b32 v23, v27, v14
	ds_bpermute_b32 v24, v27, v15
	ds_bpermute_b32 v25, v27, v16
	v_cmp_lt_u32_e32 vcc_lo, 3, v17
	v_subrev_nc_u32_e32 v27, 32, v26
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v27, v27, v26, s0
	v_cmp_gt_u32_e64 s0, 16, v17
	s_wait_dscnt 0x6
	v_dual_cndmask_b32 v18, 0, v18 :: v_dual_cndmask_b32 v19, 0, v19
	s_wait_dscnt 0x4
	v_dual_cndmask_b32 v20, 0, v20 :: v_dual_cndmask_b32 v21, 0, v21
	s_wait_dscnt 0x2
	v_dual_cndmask_b32 v22, 0, v22 :: v_dual_cndmask_b32 v23, 0, v23
	s_wait_dscnt 0x0
	v_dual_cndmask_b32 v24, 0, v24 :: v_dual_cndmask_b32 v25, 0, v25
	v_dual_add_nc_u32 v9, v9, v18 :: v_dual_add_nc_u32 v10, v10, v19
	v_dual_add_nc_u32 v11, v11, v20 :: v_dual_add_nc_u32 v12, v12, v21
	v_dual_add_nc_u32 v13, v13, v22 :: v_dual_add_nc_u32 v14, v14, v23
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_add_nc_u32 v15, v15, v24 :: v_dual_add_nc_u32 v16, v16, v25
	ds_bpermute_b32 v18, v27, v9
	ds_bpermute_b32 v19, v27, v10
	ds_bpermute_b32 v20, v27, v11
	ds_bpermute_b32 v21, v27, v12
	ds_bpermute_b32 v22, v27, v13
	ds_bpermute_b32 v23, v27, v14
	ds_bpermute_b32 v24, v27, v15
	ds_bpermute_b32 v25, v27, v16
	v_subrev_nc_u32_e32 v27, 64, v26
	v_cmp_lt_u32_e32 vcc_lo, 7, v17
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e64 v26, v27, v26, s0
	s_mov_b32 s0, exec_lo
	s_wait_dscnt 0x6
	v_dual_cndmask_b32 v18, 0, v18 :: v_dual_cndmask_b32 v19, 0, v19
	s_wait_dscnt 0x4
	v_dual_cndmask_b32 v20, 0, v20 :: v_dual_cndmask_b32 v21, 0, v21
	s_wait_dscnt 0x2
	v_dual_cndmask_b32 v22, 0, v22 :: v_dual_cndmask_b32 v23, 0, v23
	s_wait_dscnt 0x0
	v_dual_cndmask_b32 v24, 0, v24 :: v_dual_cndmask_b32 v25, 0, v25
	v_dual_add_nc_u32 v9, v9, v18 :: v_dual_add_nc_u32 v10, v10, v19
	v_dual_add_nc_u32 v11, v11, v20 :: v_dual_add_nc_u32 v12, v12, v21
	v_dual_add_nc_u32 v18, v13, v22 :: v_dual_add_nc_u32 v19, v14, v23
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_add_nc_u32 v20, v15, v24 :: v_dual_add_nc_u32 v21, v16, v25
.Ltmp7:
	.loc	1 43 24                         ; generate.py:43:24
	v_lshrrev_b32_e32 v16, 5, v0
.Ltmp8:
	.loc	2 343 60                        ; standard.py:343:60 @[ generate.py:46:48 ]
	ds_bpermute_b32 v13, v26, v9
	ds_bpermute_b32 v14, v26, v10
	ds_bpermute_b32 v15, v26, v11
	ds_bpermute_b32 v22, v26, v12
	ds_bpermute_b32 v23, v26, v18
	ds_bpermute_b32 v24, v26, v19
	ds_bpermute_b32 v25, v26, v20
	ds_bpermute_b32 v26, v26, v21
	v_cmp_lt_u32_e32 vcc_lo, 15, v17
	s_wait_dscnt 0x6
	v_dual_cndmask_b32 v0, 0, v13 :: v_dual_cndmask_b32 v13, 0, v14
	s_wait_dscnt 0x4
	v_dual_cndmask_b32 v27, 0, v15 :: v_dual_cndmask_b32 v22, 0, v22
	s_wait_dscnt 0x2
	v_dual_cndmask_b32 v23, 0, v23 :: v_dual_cndmask_b32 v24, 0, v24
	s_wait_dscnt 0x0
	v_dual_cndmask_b32 v25, 0, v25 :: v_dual_cndmask_b32 v26, 0, v26
	v_dual_add_nc_u32 v14, v9, v0 :: v_dual_add_nc_u32 v15, v10, v13
	v_dual_add_nc_u32 v13, v11, v27 :: v_dual_add_nc_u32 v0, v12, v22
	v_dual_add_nc_u32 v9, v18, v23 :: v_dual_add_nc_u32 v10, v19, v24
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_add_nc_u32 v11, v20, v25 :: v_dual_add_nc_u32 v12, v21, v26
	v_cmpx_eq_u32_e32 31, v17
	s_cbranch_execz .LBB0_2
; %bb.1:                                ; %.critedge
	v_lshl_add_u32 v17, v16, 2, 0
	ds_store_2addr_b32 v17, v14, v15 offset1:4
	ds_store_2addr_b32 v17, v13, v0 offset0:8 offset1:12
	ds_store_2addr_b32 v17, v9, v10 offset0:16 offset1:20
	ds_store_2addr_b32 v17, v11, v12 offset0:24 offset1:28
.LBB0_2:                                ; %.critedge12
	.loc	2 0 60 is_stmt 0                ; standard.py:0:60
	s_or_b32 exec_lo, exec_lo, s0
	.loc	2 343 60                        ; standard.py:343:60 @[ generate.py:46:48 ]
	v_mov_b32_e32 v17, 0
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b128 v[18:21], v17
	ds_load_b128 v[22:25], v17 offset:16
	v_cmp_lt_u32_e32 vcc_lo, 1, v16
	v_cmp_eq_u32_e64 s0, 3, v16
	v_cmp_eq_u32_e64 s1, 0, v16
.Ltmp9:
	.loc	1 46 17 is_stmt 1               ; generate.py:46:17
	s_add_nc_u64 s[2:3], s[4:5], s[12:13]
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	.loc	1 46 38 is_stmt 0               ; generate.py:46:38
	s_or_b64 s[8:9], s[2:3], 0xfc00000000000000
.Ltmp10:
	.loc	2 263 15 is_stmt 1              ; standard.py:263:15 @[ standard.py:343:60 @[ generate.py:46:48 ] ]
	s_wait_dscnt 0x1
	v_add_nc_u32_e32 v19, v19, v18
.Ltmp11:
	.loc	2 343 60                        ; standard.py:343:60 @[ generate.py:46:48 ]
	ds_load_b128 v[26:29], v17 offset:32
.Ltmp12:
	.loc	2 263 15                        ; standard.py:263:15 @[ standard.py:343:60 @[ generate.py:46:48 ] ]
	v_dual_add_nc_u32 v30, v19, v20 :: v_dual_cndmask_b32 v18, v18, v19, vcc_lo
	v_add_nc_u32_e32 v31, v30, v21
	s_wait_dscnt 0x1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v32, v31, v22
	v_add_nc_u32_e32 v33, v32, v23
.Ltmp13:
	.loc	2 343 60                        ; standard.py:343:60 @[ generate.py:46:48 ]
	ds_load_b128 v[20:23], v17 offset:48
	v_dual_cndmask_b32 v18, v18, v30, s0 :: v_dual_add_nc_u32 v34, v33, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
.Ltmp14:
	.loc	2 263 15                        ; standard.py:263:15 @[ standard.py:343:60 @[ generate.py:46:48 ] ]
	v_dual_add_nc_u32 v35, v34, v25 :: v_dual_cndmask_b32 v30, v32, v31, s1
	s_wait_dscnt 0x1
	v_dual_add_nc_u32 v36, v35, v26 :: v_dual_cndmask_b32 v30, v30, v33, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v37, v36, v27
.Ltmp15:
	.loc	2 343 60                        ; standard.py:343:60 @[ generate.py:46:48 ]
	ds_load_b128 v[24:27], v17 offset:64
	v_dual_cndmask_b32 v30, v30, v34, s0 :: v_dual_add_nc_u32 v28, v37, v28
	v_cndmask_b32_e64 v31, v36, v35, s1
.Ltmp16:
	.loc	2 263 15                        ; standard.py:263:15 @[ standard.py:343:60 @[ generate.py:46:48 ] ]
	v_dual_add_nc_u32 v15, v30, v15 :: v_dual_add_nc_u32 v29, v28, v29
	s_wait_dscnt 0x1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v38, v29, v20
	v_add_nc_u32_e32 v39, v38, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v40, v39, v22
	v_add_nc_u32_e32 v41, v40, v23
.Ltmp17:
	.loc	2 343 60                        ; standard.py:343:60 @[ generate.py:46:48 ]
	ds_load_b128 v[20:23], v17 offset:80
.Ltmp18:
	.loc	2 263 15                        ; standard.py:263:15 @[ standard.py:343:60 @[ generate.py:46:48 ] ]
	s_wait_dscnt 0x1
	v_add_nc_u32_e32 v42, v41, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v43, v42, v25
	v_add_nc_u32_e32 v44, v43, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v45, v44, v27
.Ltmp19:
	.loc	2 343 60                        ; standard.py:343:60 @[ generate.py:46:48 ]
	ds_load_b128 v[24:27], v17 offset:96
.Ltmp20:
	.loc	2 263 15                        ; standard.py:263:15 @[ standard.py:343:60 @[ generate.py:46:48 ] ]
	s_wait_dscnt 0x1
	v_add_nc_u32_e32 v20, v45, v20
	v_add_nc_u32_e32 v21, v20, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v19, v21, v22
	v_add_nc_u32_e32 v22, v19, v23
.Ltmp21:
	.loc	2 343 60                        ; standard.py:343:60 @[ generate.py:46:48 ]
	v_cndmask_b32_e64 v23, v18, 0, s1
	ds_load_b96 v[16:18], v17 offset:112
.Ltmp22:
	.loc	2 263 15                        ; standard.py:263:15 @[ standard.py:343:60 @[ generate.py:46:48 ] ]
	s_wait_dscnt 0x1
	v_dual_add_nc_u32 v24, v22, v24 :: v_dual_add_nc_u32 v14, v23, v14
.Ltmp23:
	.loc	1 46 38                         ; generate.py:46:38
	s_clause 0x1
	buffer_store_b32 v14, v5, s[8:11], null offen
	buffer_store_b32 v15, v8, s[8:11], null offen
.Ltmp24:
	.loc	2 263 15                        ; standard.py:263:15 @[ standard.py:343:60 @[ generate.py:46:48 ] ]
	v_add_nc_u32_e32 v25, v24, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
.Ltmp25:
	.loc	2 343 60                        ; standard.py:343:60 @[ generate.py:46:48 ]
	v_dual_cndmask_b32 v31, v31, v37 :: v_dual_add_nc_u32 v26, v25, v26
	v_dual_cndmask_b32 v23, v31, v28, s0 :: v_dual_add_nc_u32 v27, v26, v27
.Ltmp26:
	.loc	2 263 15                        ; standard.py:263:15 @[ standard.py:343:60 @[ generate.py:46:48 ] ]
	s_wait_xcnt 0x1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v5, v23, v13
.Ltmp27:
	.loc	2 343 60                        ; standard.py:343:60 @[ generate.py:46:48 ]
	v_cndmask_b32_e64 v13, v38, v29, s1
	s_wait_dscnt 0x0
	s_wait_xcnt 0x0
	v_dual_cndmask_b32 v15, v20, v45, s1 :: v_dual_add_nc_u32 v8, v27, v16
	v_dual_cndmask_b32 v14, v42, v41, s1 :: v_dual_cndmask_b32 v16, v24, v22, s1
	v_cndmask_b32_e32 v13, v13, v39, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v20, v8, v27, s1 :: v_dual_add_nc_u32 v8, v8, v17
	v_dual_cndmask_b32 v14, v14, v43 :: v_dual_cndmask_b32 v15, v15, v21
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v16, v16, v25, vcc_lo :: v_dual_cndmask_b32 v13, v13, v40, s0
	v_cndmask_b32_e32 v17, v20, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
.Ltmp28:
	.loc	2 263 15                        ; standard.py:263:15 @[ standard.py:343:60 @[ generate.py:46:48 ] ]
	v_dual_add_nc_u32 v8, v8, v18 :: v_dual_cndmask_b32 v14, v14, v44, s0
.Ltmp29:
	.loc	2 343 60                        ; standard.py:343:60 @[ generate.py:46:48 ]
	v_dual_cndmask_b32 v15, v15, v19, s0 :: v_dual_cndmask_b32 v16, v16, v26, s0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
.Ltmp30:
	.loc	2 263 15                        ; standard.py:263:15 @[ standard.py:343:60 @[ generate.py:46:48 ] ]
	v_add_nc_u32_e32 v0, v13, v0
.Ltmp31:
	.loc	2 343 60                        ; standard.py:343:60 @[ generate.py:46:48 ]
	v_dual_cndmask_b32 v8, v17, v8, s0 :: v_dual_add_nc_u32 v9, v14, v9
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
.Ltmp32:
	.loc	2 263 15                        ; standard.py:263:15 @[ standard.py:343:60 @[ generate.py:46:48 ] ]
	v_dual_add_nc_u32 v10, v15, v10 :: v_dual_add_nc_u32 v11, v16, v11
	v_add_nc_u32_e32 v8, v8, v12
.Ltmp33:
	.loc	1 46 38                         ; generate.py:46:38
	s_clause 0x5
	buffer_store_b32 v5, v1, s[8:11], null offen
	buffer_store_b32 v0, v2, s[8:11], null offen
	buffer_store_b32 v9, v3, s[8:11], null offen
	buffer_store_b32 v10, v4, s[8:11], null offen
	buffer_store_b32 v11, v6, s[8:11], null offen
	buffer_store_b32 v8, v7, s[8:11], null offen
	.loc	1 46 4 is_stmt 0                ; generate.py:46:4
	s_endpgm
.Ltmp34:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel cumsum_rows
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 12
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 10
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 46
		.amdhsa_next_free_sgpr 14
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 17
		.amdhsa_round_robin_scheduling 0
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
	.size	cumsum_rows, .Lfunc_end0-cumsum_rows
	.cfi_endproc
                                        ; -- End function
	.set cumsum_rows.num_vgpr, 46
	.set cumsum_rows.num_agpr, 0
	.set cumsum_rows.numbered_sgpr, 14
	.set cumsum_rows.num_named_barrier, 0
	.set cumsum_rows.private_seg_size, 0
	.set cumsum_rows.uses_vcc, 1
	.set cumsum_rows.uses_flat_scratch, 0
	.set cumsum_rows.has_dyn_sized_stack, 0
	.set cumsum_rows.has_recursion, 0
	.set cumsum_rows.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2108
; TotalNumSgprs: 16
; NumVgprs: 46
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 46
; NamedBarCnt: 0
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.text
	.section	.debug_abbrev,"",@progbits
	.byte	1                               ; Abbreviation Code
	.byte	17                              ; DW_TAG_compile_unit
	.byte	1                               ; DW_CHILDREN_yes
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
	.byte	2                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	14                              ; DW_FORM_strp
	.byte	32                              ; DW_AT_inline
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	3                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	1                               ; DW_FORM_addr
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	4                               ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	1                               ; DW_CHILDREN_yes
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	85                              ; DW_AT_ranges
	.byte	23                              ; DW_FORM_sec_offset
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	11                              ; DW_FORM_data1
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	5                               ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	0                               ; DW_CHILDREN_no
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	85                              ; DW_AT_ranges
	.byte	23                              ; DW_FORM_sec_offset
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	5                               ; DW_FORM_data2
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
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
	.byte	1                               ; Abbrev [1] 0xb:0x52 DW_TAG_compile_unit
	.long	.Linfo_string0                  ; DW_AT_producer
	.short	2                               ; DW_AT_language
	.long	.Linfo_string1                  ; DW_AT_name
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.long	.Linfo_string2                  ; DW_AT_comp_dir
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.byte	2                               ; Abbrev [2] 0x2a:0x6 DW_TAG_subprogram
	.long	.Linfo_string3                  ; DW_AT_name
	.byte	1                               ; DW_AT_inline
	.byte	3                               ; Abbrev [3] 0x30:0x2c DW_TAG_subprogram
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	42                              ; DW_AT_abstract_origin
	.byte	4                               ; Abbrev [4] 0x41:0x1a DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	46                              ; DW_AT_call_line
	.byte	48                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x4d:0xd DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges1                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.short	343                             ; DW_AT_call_line
	.byte	60                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_ranges,"",@progbits
.Ldebug_ranges0:
	.quad	.Ltmp0-.Lfunc_begin0
	.quad	.Ltmp1-.Lfunc_begin0
	.quad	.Ltmp2-.Lfunc_begin0
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	.Ltmp23-.Lfunc_begin0
	.quad	.Ltmp24-.Lfunc_begin0
	.quad	.Ltmp33-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	.Ltmp13-.Lfunc_begin0
	.quad	.Ltmp14-.Lfunc_begin0
	.quad	.Ltmp15-.Lfunc_begin0
	.quad	.Ltmp16-.Lfunc_begin0
	.quad	.Ltmp17-.Lfunc_begin0
	.quad	.Ltmp18-.Lfunc_begin0
	.quad	.Ltmp19-.Lfunc_begin0
	.quad	.Ltmp20-.Lfunc_begin0
	.quad	.Ltmp21-.Lfunc_begin0
	.quad	.Ltmp22-.Lfunc_begin0
	.quad	.Ltmp23-.Lfunc_begin0
	.quad	.Ltmp24-.Lfunc_begin0
	.quad	.Ltmp25-.Lfunc_begin0
	.quad	.Ltmp26-.Lfunc_begin0
	.quad	.Ltmp27-.Lfunc_begin0
	.quad	.Ltmp28-.Lfunc_begin0
	.quad	.Ltmp29-.Lfunc_begin0
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	.Ltmp32-.Lfunc_begin0
	.quad	.Ltmp33-.Lfunc_begin0
	.quad	0
	.quad	0
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"triton"                        ; string offset=0
.Linfo_string1:
	.asciz	"generate.py"                   ; string offset=7
.Linfo_string2:
	.asciz	"/work/main/tests/data/triton"  ; string offset=19
.Linfo_string3:
	.asciz	"cumsum_rows"                   ; string offset=48
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 128
    .name:           cumsum_rows
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         cumsum_rows.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     46
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
