	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 5
	.text
	.globl	gemm_fp8                        ; -- Begin function gemm_fp8
	.p2align	8
	.type	gemm_fp8,@function
gemm_fp8:                               ; @gemm_fp8
.Lfunc_begin0:
	.file	1 "/work/main/tests/data/triton_gemm" "generate.py"
	.loc	1 35 0                          ; generate.py:35:0
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	s_bfe_u32 s0, ttmp6, 0x4000c
	s_bfe_u32 s11, ttmp6, 0x40010
	s_add_co_i32 s0, s0, 1
	s_and_b32 s1, ttmp6, 15
	s_mul_i32 s0, ttmp9, s0
	s_and_b32 s12, ttmp7, 0xffff
	s_add_co_i32 s11, s11, 1
	s_add_co_i32 s1, s1, s0
	s_mul_i32 s0, s12, s11
	s_bfe_u32 s11, ttmp6, 0x40004
	s_getreg_b32 s13, hwreg(HW_REG_IB_STS2, 6, 4)
	s_add_co_i32 s11, s11, s0
	s_cmp_eq_u32 s13, 0
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
.Ltmp0:
	.loc	1 36 46 prologue_end            ; generate.py:36:46
	v_dual_lshrrev_b32 v138 /*v650*/, 6, v0 :: v_dual_bitop2_b32 v143 /*v655*/, 63, v0 bitop3:0x40
	s_cselect_b32 s0, ttmp9, s1
	s_cselect_b32 s1, s12, s11
	.loc	1 36 28 is_stmt 0               ; generate.py:36:28
	s_lshl_b32 s0, s0, 6
	s_set_vgpr_msb 0x88                     ;  msbs: dst=2 src0=0 src1=2 src2=0
	.loc	1 36 46                         ; generate.py:36:46
	v_or_b32_e32 v139 /*v651*/, 14, v138 /*v650*/
	v_or_b32_e32 v137 /*v649*/, s0, v138 /*v650*/
	v_or_b32_e32 v140 /*v652*/, 30, v138 /*v650*/
	v_or_b32_e32 v141 /*v653*/, 46, v138 /*v650*/
	v_or_b32_e32 v142 /*v654*/, 62, v138 /*v650*/
	.loc	1 36 33                         ; generate.py:36:33
	v_or_b32_e32 v130 /*v642*/, s0, v139 /*v651*/
	v_or_b32_e32 v135 /*v647*/, 4, v137 /*v649*/
	v_or_b32_e32 v134 /*v646*/, 6, v137 /*v649*/
	v_or_b32_e32 v133 /*v645*/, 8, v137 /*v649*/
	v_or_b32_e32 v132 /*v644*/, 10, v137 /*v649*/
	v_or_b32_e32 v131 /*v643*/, 12, v137 /*v649*/
	v_or_b32_e32 v129 /*v641*/, 16, v137 /*v649*/
	v_or_b32_e32 v128 /*v640*/, 18, v137 /*v649*/
	v_or_b32_e32 v127 /*v639*/, 20, v137 /*v649*/
	v_or_b32_e32 v126 /*v638*/, 22, v137 /*v649*/
	v_or_b32_e32 v125 /*v637*/, 24, v137 /*v649*/
	v_or_b32_e32 v124 /*v636*/, 26, v137 /*v649*/
	v_or_b32_e32 v123 /*v635*/, 28, v137 /*v649*/
	v_or_b32_e32 v122 /*v634*/, s0, v140 /*v652*/
	v_or_b32_e32 v121 /*v633*/, 32, v137 /*v649*/
	v_or_b32_e32 v120 /*v632*/, 34, v137 /*v649*/
	v_or_b32_e32 v119 /*v631*/, 36, v137 /*v649*/
	v_or_b32_e32 v118 /*v630*/, 38, v137 /*v649*/
	v_or_b32_e32 v117 /*v629*/, 40, v137 /*v649*/
	v_or_b32_e32 v116 /*v628*/, 42, v137 /*v649*/
	v_or_b32_e32 v115 /*v627*/, 44, v137 /*v649*/
	v_or_b32_e32 v114 /*v626*/, s0, v141 /*v653*/
	v_or_b32_e32 v113 /*v625*/, 48, v137 /*v649*/
	v_or_b32_e32 v112 /*v624*/, 50, v137 /*v649*/
	v_or_b32_e32 v111 /*v623*/, 52, v137 /*v649*/
	v_or_b32_e32 v110 /*v622*/, 54, v137 /*v649*/
	v_or_b32_e32 v109 /*v621*/, 56, v137 /*v649*/
	v_or_b32_e32 v108 /*v620*/, 58, v137 /*v649*/
	v_or_b32_e32 v107 /*v619*/, 60, v137 /*v649*/
	v_or_b32_e32 v106 /*v618*/, s0, v142 /*v654*/
	s_set_vgpr_msb 0xa0                     ;  msbs: dst=2 src0=0 src1=0 src2=2
	.loc	1 37 33 is_stmt 1               ; generate.py:37:33
	v_lshl_or_b32 v22 /*v534*/, s1, 6, v143 /*v655*/
	s_set_vgpr_msb 0x88                     ;  msbs: dst=2 src0=0 src1=2 src2=0
	.loc	1 36 33                         ; generate.py:36:33
	v_or_b32_e32 v136 /*v648*/, 2, v137 /*v649*/
	.loc	1 42 75                         ; generate.py:42:75
	v_cmp_gt_i32_e64 s40, s8, v137 /*v649*/
	v_cmp_gt_i32_e64 s38, s8, v135 /*v647*/
	v_cmp_gt_i32_e64 s37, s8, v134 /*v646*/
	v_cmp_gt_i32_e64 s36, s8, v133 /*v645*/
	v_cmp_gt_i32_e64 s35, s8, v132 /*v644*/
	v_cmp_gt_i32_e64 s34, s8, v131 /*v643*/
	v_cmp_gt_i32_e64 s33, s8, v130 /*v642*/
	v_cmp_gt_i32_e64 s31, s8, v129 /*v641*/
	v_cmp_gt_i32_e64 s30, s8, v128 /*v640*/
	v_cmp_gt_i32_e64 s29, s8, v127 /*v639*/
	v_cmp_gt_i32_e64 s28, s8, v126 /*v638*/
	v_cmp_gt_i32_e64 s27, s8, v125 /*v637*/
	v_cmp_gt_i32_e64 s26, s8, v124 /*v636*/
	v_cmp_gt_i32_e64 s25, s8, v123 /*v635*/
	v_cmp_gt_i32_e64 s24, s8, v122 /*v634*/
	v_cmp_gt_i32_e64 s23, s8, v121 /*v633*/
	v_cmp_gt_i32_e64 s22, s8, v120 /*v632*/
	v_cmp_gt_i32_e64 s21, s8, v119 /*v631*/
	v_cmp_gt_i32_e64 s20, s8, v118 /*v630*/
	v_cmp_gt_i32_e64 s19, s8, v117 /*v629*/
	v_cmp_gt_i32_e64 s18, s8, v116 /*v628*/
	v_cmp_gt_i32_e64 s17, s8, v115 /*v627*/
	v_cmp_gt_i32_e64 s16, s8, v114 /*v626*/
	v_cmp_gt_i32_e64 s15, s8, v113 /*v625*/
	v_cmp_gt_i32_e64 s14, s8, v112 /*v624*/
	v_cmp_gt_i32_e64 s13, s8, v111 /*v623*/
	v_cmp_gt_i32_e64 s12, s8, v110 /*v622*/
	v_cmp_gt_i32_e64 s11, s8, v109 /*v621*/
	v_cmp_gt_i32_e64 s41, s8, v108 /*v620*/
	v_cmp_gt_i32_e64 s42, s8, v107 /*v619*/
	v_cmp_gt_i32_e64 s0, s8, v106 /*v618*/
	.loc	1 43 95                         ; generate.py:43:95
	v_cmp_gt_i32_e64 s1, s9, v22 /*v534*/
	v_ashrrev_i32_e32 v23 /*v535*/, 31, v22 /*v534*/
	.loc	1 42 75                         ; generate.py:42:75
	v_cmp_gt_i32_e64 s39, s8, v136 /*v648*/
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	v_dual_lshlrev_b32 v144 /*v656*/, 4, v0 :: v_dual_lshlrev_b32 v145 /*v657*/, 6, v0
	.loc	1 40 26                         ; generate.py:40:26
	s_cmp_gt_i32 s10, 0
	s_mov_b32 s8, 0
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_cbranch_scc1 .LBB0_2
; %bb.1:                                ; %.._crit_edge_crit_edge
	.loc	1 45 48                         ; generate.py:45:48
	v_dual_lshlrev_b32 v20, 4, v0 :: v_dual_lshlrev_b32 v32, 6, v0
	s_branch .LBB0_3
.LBB0_2:
	.loc	1 0 48 is_stmt 0                ; generate.py:0:48
	s_mov_b32 s8, -1
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr32
.LBB0_3:                                ; %Flow
	v_dual_lshlrev_b32 v1, 2, v0 :: v_dual_mov_b32 v5, 0
	v_dual_mov_b32 v19, 0 :: v_dual_mov_b32 v13, 0
	v_dual_mov_b32 v27, 0 :: v_dual_mov_b32 v9, 0
	v_dual_mov_b32 v23, 0 :: v_dual_mov_b32 v17, 0
	v_dual_mov_b32 v31, 0 :: v_dual_mov_b32 v4, 0
	v_dual_mov_b32 v18, 0 :: v_dual_mov_b32 v12, 0
	v_dual_mov_b32 v26, 0 :: v_dual_mov_b32 v8, 0
	v_dual_mov_b32 v22, 0 :: v_dual_mov_b32 v16, 0
	v_dual_mov_b32 v30, 0 :: v_dual_mov_b32 v3, 0
	v_dual_mov_b32 v2, v5 :: v_dual_mov_b32 v11, 0
	v_dual_mov_b32 v10, v5 :: v_dual_mov_b32 v7, 0
	v_dual_mov_b32 v6, v5 :: v_dual_mov_b32 v15, 0
	v_mov_b32_e32 v14, v5
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	v_dual_mov_b32 v95 /*v607*/, 0 :: v_dual_mov_b32 v94 /*v606*/, v5
	v_dual_mov_b32 v97 /*v609*/, 0 :: v_dual_mov_b32 v96 /*v608*/, v5
	v_dual_mov_b32 v91 /*v603*/, 0 :: v_dual_mov_b32 v90 /*v602*/, v5
	v_dual_mov_b32 v93 /*v605*/, 0 :: v_dual_mov_b32 v92 /*v604*/, v5
	s_and_not1_b32 vcc_lo, exec_lo, s8
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_cbranch_vccnz .LBB0_135
; %bb.4:                                ; %.lr.ph
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	.loc	1 42 38 is_stmt 1               ; generate.py:42:38
	v_mul_lo_u32 v2, s10, v137 /*v649*/
	v_mul_lo_u32 v4, s10, v136 /*v648*/
	v_mul_lo_u32 v14, s10, v131 /*v643*/
	v_mul_lo_u32 v34, s10, v121 /*v633*/
	v_mul_lo_u32 v16, s10, v130 /*v642*/
	v_mul_lo_u32 v6, s10, v135 /*v647*/
	v_mul_lo_u32 v8, s10, v134 /*v646*/
	v_mul_lo_u32 v10, s10, v133 /*v645*/
	v_mul_lo_u32 v12, s10, v132 /*v644*/
	v_mul_lo_u32 v18, s10, v129 /*v641*/
	v_mul_lo_u32 v20, s10, v128 /*v640*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 42 24 is_stmt 0               ; generate.py:42:24
	v_dual_ashrrev_i32 v3, 31, v2 :: v_dual_ashrrev_i32 v5, 31, v4
	v_ashrrev_i32_e32 v15, 31, v14
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	.loc	1 42 38                         ; generate.py:42:38
	v_mul_lo_u32 v22, s10, v127 /*v639*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 42 24                         ; generate.py:42:24
	v_ashrrev_i32_e32 v17, 31, v16
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	v_add_nc_u64_e32 v[24:25] /*v[536:537]*/, s[2:3], v[2:3]
	v_add_nc_u64_e32 v[26:27] /*v[538:539]*/, s[2:3], v[4:5]
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	.loc	1 42 38                         ; generate.py:42:38
	v_mul_lo_u32 v4, s10, v119 /*v631*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 42 24                         ; generate.py:42:24
	v_ashrrev_i32_e32 v35, 31, v34
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	v_add_nc_u64_e32 v[36:37] /*v[548:549]*/, s[2:3], v[14:15]
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	.loc	1 42 38                         ; generate.py:42:38
	v_mul_lo_u32 v14, s10, v114 /*v626*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 42 24                         ; generate.py:42:24
	v_dual_ashrrev_i32 v7, 31, v6 :: v_dual_ashrrev_i32 v9, 31, v8
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	.loc	1 42 38                         ; generate.py:42:38
	v_mul_lo_u32 v2, s10, v120 /*v632*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 42 24                         ; generate.py:42:24
	v_dual_ashrrev_i32 v11, 31, v10 :: v_dual_ashrrev_i32 v13, 31, v12
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	v_add_nc_u64_e32 v[28:29] /*v[540:541]*/, s[2:3], v[6:7]
	v_add_nc_u64_e32 v[30:31] /*v[542:543]*/, s[2:3], v[8:9]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_ashrrev_i32_e32 v5, 31, v4
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	.loc	1 42 38                         ; generate.py:42:38
	v_mul_lo_u32 v8, s10, v117 /*v629*/
	v_mul_lo_u32 v6, s10, v118 /*v630*/
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	.loc	1 42 24                         ; generate.py:42:24
	v_add_nc_u64_e32 v[34:35] /*v[546:547]*/, s[2:3], v[12:13]
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	.loc	1 42 38                         ; generate.py:42:38
	v_mul_lo_u32 v12, s10, v115 /*v627*/
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	.loc	1 42 24                         ; generate.py:42:24
	v_add_nc_u64_e32 v[60:61] /*v[572:573]*/, s[2:3], v[4:5]
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	.loc	1 42 38                         ; generate.py:42:38
	v_mul_lo_u32 v4, s10, v110 /*v622*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 42 24                         ; generate.py:42:24
	v_ashrrev_i32_e32 v15, 31, v14
	v_ashrrev_i32_e32 v3, 31, v2
	v_dual_ashrrev_i32 v19, 31, v18 :: v_dual_ashrrev_i32 v21, 31, v20
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	v_add_nc_u64_e32 v[32:33] /*v[544:545]*/, s[2:3], v[10:11]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_ashrrev_i32_e32 v9, 31, v8
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	v_add_nc_u64_e32 v[58:59] /*v[570:571]*/, s[2:3], v[2:3]
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	.loc	1 42 38                         ; generate.py:42:38
	v_mul_lo_u32 v2, s10, v111 /*v623*/
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	.loc	1 42 24                         ; generate.py:42:24
	v_add_nc_u64_e32 v[42:43] /*v[554:555]*/, s[2:3], v[20:21]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_dual_ashrrev_i32 v7, 31, v6 :: v_dual_ashrrev_i32 v13, 31, v12
	v_ashrrev_i32_e32 v5, 31, v4
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	.loc	1 42 38                         ; generate.py:42:38
	v_mul_lo_u32 v20, s10, v106 /*v618*/
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	.loc	1 42 24                         ; generate.py:42:24
	v_add_nc_u64_e32 v[38:39] /*v[550:551]*/, s[2:3], v[16:17]
	v_add_nc_u64_e32 v[62:63] /*v[574:575]*/, s[2:3], v[6:7]
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	.loc	1 42 38                         ; generate.py:42:38
	v_mul_lo_u32 v6, s10, v109 /*v621*/
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	.loc	1 42 24                         ; generate.py:42:24
	v_add_nc_u64_e32 v[78:79] /*v[590:591]*/, s[2:3], v[4:5]
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	.loc	1 40 26 is_stmt 1               ; generate.py:40:26
	v_or_b32_e32 v4, 56, v138 /*v650*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 42 24                         ; generate.py:42:24
	v_ashrrev_i32_e32 v3, 31, v2
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	.loc	1 42 38 is_stmt 0               ; generate.py:42:38
	v_mul_lo_u32 v10, s10, v116 /*v628*/
	v_mul_lo_u32 v16, s10, v113 /*v625*/
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	.loc	1 42 24                         ; generate.py:42:24
	v_add_nc_u64_e32 v[68:69] /*v[580:581]*/, s[2:3], v[12:13]
	.loc	1 40 26 is_stmt 1               ; generate.py:40:26
	v_mul_lo_u32 v150 /*v662*/, s9, v4
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_or_b32_e32 v4, 44, v138 /*v650*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 42 24                         ; generate.py:42:24
	v_ashrrev_i32_e32 v21, 31, v20
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	v_add_nc_u64_e32 v[76:77] /*v[588:589]*/, s[2:3], v[2:3]
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_and_b32_e32 v2, 0x1c00, v145 /*v657*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_ashrrev_i32_e32 v7, 31, v6
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	.loc	1 40 26                         ; generate.py:40:26
	v_mul_lo_u32 v155 /*v667*/, s9, v4
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_or_b32_e32 v4, 34, v138 /*v650*/
	v_and_b32_e32 v3, 0xf0, v144 /*v656*/
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	v_add_nc_u32_e32 v146 /*v658*/, 0, v2
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 42 24                         ; generate.py:42:24
	v_dual_ashrrev_i32 v11, 31, v10 :: v_dual_ashrrev_i32 v17, 31, v16
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	.loc	1 40 26                         ; generate.py:40:26
	v_mul_lo_u32 v160 /*v672*/, s9, v4
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_or_b32_e32 v4, 22, v138 /*v650*/
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	.loc	1 42 24                         ; generate.py:42:24
	v_add_nc_u64_e32 v[40:41] /*v[552:553]*/, s[2:3], v[18:19]
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	.loc	1 42 38 is_stmt 0               ; generate.py:42:38
	v_mul_lo_u32 v18, s10, v112 /*v624*/
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	.loc	1 42 24                         ; generate.py:42:24
	v_add_nc_u64_e32 v[64:65] /*v[576:577]*/, s[2:3], v[8:9]
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	.loc	1 42 38                         ; generate.py:42:38
	v_mul_lo_u32 v8, s10, v108 /*v620*/
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	.loc	1 40 26 is_stmt 1               ; generate.py:40:26
	v_mul_lo_u32 v165 /*v677*/, s9, v4
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_or_b32_e32 v4, 10, v138 /*v650*/
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	.loc	1 42 24                         ; generate.py:42:24
	v_add_nc_u64_e32 v[72:73] /*v[584:585]*/, s[2:3], v[16:17]
	v_add_nc_u64_e32 v[70:71] /*v[582:583]*/, s[2:3], v[14:15]
	v_add_nc_u64_e32 v[66:67] /*v[578:579]*/, s[2:3], v[10:11]
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	.loc	1 42 38 is_stmt 0               ; generate.py:42:38
	v_mul_lo_u32 v10, s10, v107 /*v619*/
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	.loc	1 40 26 is_stmt 1               ; generate.py:40:26
	v_mul_lo_u32 v170 /*v682*/, s9, v4
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_dual_mov_b32 v4, 0 :: v_dual_bitop2_b32 v2, 60, v138 /*v650*/ bitop3:0x54
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 42 24                         ; generate.py:42:24
	v_dual_ashrrev_i32 v19, 31, v18 :: v_dual_ashrrev_i32 v9, 31, v8
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_mov_b32 v12, v4 :: v_dual_bitop2_b32 v5, 54, v138 /*v650*/ bitop3:0x54
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	.loc	1 40 26                         ; generate.py:40:26
	v_mul_lo_u32 v148 /*v660*/, s9, v2
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_dual_mov_b32 v16, v4 :: v_dual_bitop2_b32 v2, 50, v138 /*v650*/ bitop3:0x54
	v_mov_b32_e32 v14, v4
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	.loc	1 42 24                         ; generate.py:42:24
	v_add_nc_u64_e32 v[82:83] /*v[594:595]*/, s[2:3], v[8:9]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_mov_b32_e32 v8, v4
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	.loc	1 40 26                         ; generate.py:40:26
	v_mul_lo_u32 v153 /*v665*/, s9, v2
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_or_b32_e32 v2, 38, v138 /*v650*/
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	v_mul_lo_u32 v151 /*v663*/, s9, v5
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_or_b32_e32 v5, 42, v138 /*v650*/
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	v_add_nc_u32_e32 v147 /*v659*/, 0, v3
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_dual_mov_b32 v13, v4 :: v_dual_bitop2_b32 v3, 58, v138 /*v650*/ bitop3:0x54
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	v_mul_lo_u32 v158 /*v670*/, s9, v2
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_or_b32_e32 v2, 26, v138 /*v650*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 42 24                         ; generate.py:42:24
	v_ashrrev_i32_e32 v11, 31, v10
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	.loc	1 40 26                         ; generate.py:40:26
	v_mul_lo_u32 v149 /*v661*/, s9, v3
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_dual_mov_b32 v17, v4 :: v_dual_bitop2_b32 v3, 48, v138 /*v650*/ bitop3:0x54
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	v_mul_lo_u32 v163 /*v675*/, s9, v2
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_or_b32_e32 v2, 16, v138 /*v650*/
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	.loc	1 42 24                         ; generate.py:42:24
	v_add_nc_u64_e32 v[80:81] /*v[592:593]*/, s[2:3], v[6:7]
	.loc	1 40 26                         ; generate.py:40:26
	v_mul_lo_u32 v154 /*v666*/, s9, v3
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_or_b32_e32 v3, 36, v138 /*v650*/
	v_dual_mov_b32 v9, v4 :: v_dual_bitop2_b32 v6, 52, v138 /*v650*/ bitop3:0x54
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	v_mul_lo_u32 v168 /*v680*/, s9, v2
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_or_b32_e32 v2, 4, v138 /*v650*/
	.loc	1 42 38                         ; generate.py:42:38
	v_mul_lo_u32 v24, s10, v126 /*v638*/
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	.loc	1 40 26                         ; generate.py:40:26
	v_mul_lo_u32 v152 /*v664*/, s9, v6
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_or_b32_e32 v6, 40, v138 /*v650*/
	.loc	1 42 38                         ; generate.py:42:38
	v_mul_lo_u32 v26, s10, v125 /*v637*/
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	.loc	1 40 26                         ; generate.py:40:26
	v_mul_lo_u32 v173 /*v685*/, s9, v2
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_mov_b32_e32 v2, v4
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	v_mul_lo_u32 v156 /*v668*/, s9, v5
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_dual_mov_b32 v15, v4 :: v_dual_bitop2_b32 v5, 32, v138 /*v650*/ bitop3:0x54
	.loc	1 42 38                         ; generate.py:42:38
	v_mul_lo_u32 v28, s10, v124 /*v636*/
	v_mul_lo_u32 v30, s10, v123 /*v635*/
	v_mul_lo_u32 v32, s10, v122 /*v634*/
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	.loc	1 40 26                         ; generate.py:40:26
	v_mul_lo_u32 v161 /*v673*/, s9, v5
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_or_b32_e32 v5, 20, v138 /*v650*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 42 24                         ; generate.py:42:24
	v_dual_ashrrev_i32 v23, 31, v22 :: v_dual_ashrrev_i32 v25, 31, v24
	v_ashrrev_i32_e32 v27, 31, v26
	s_set_vgpr_msb 0x82                     ;  msbs: dst=2 src0=2 src1=0 src2=0
	.loc	1 40 26                         ; generate.py:40:26
	v_mul_lo_u32 v177 /*v689*/, v142 /*v654*/, s9
	v_mul_lo_u32 v166 /*v678*/, s9, v5
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_or_b32_e32 v5, 8, v138 /*v650*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 42 24                         ; generate.py:42:24
	v_dual_ashrrev_i32 v29, 31, v28 :: v_dual_mov_b32 v7, v4
	v_dual_ashrrev_i32 v31, 31, v30 :: v_dual_ashrrev_i32 v33, 31, v32
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	.loc	1 40 26                         ; generate.py:40:26
	v_mul_lo_u32 v171 /*v683*/, s9, v5
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_and_b32_e32 v5, 0x1fc, v1
	s_set_vgpr_msb 0x82                     ;  msbs: dst=2 src0=2 src1=0 src2=0
	v_mul_lo_u32 v178 /*v690*/, v141 /*v653*/, s9
	v_mul_lo_u32 v179 /*v691*/, v140 /*v652*/, s9
	v_mul_lo_u32 v180 /*v692*/, v139 /*v651*/, s9
	s_set_vgpr_msb 0x88                     ;  msbs: dst=2 src0=0 src1=2 src2=0
	v_mul_lo_u32 v181 /*v693*/, s9, v138 /*v650*/
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	v_add_nc_u32_e32 v175 /*v687*/, 0, v5
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_mov_b32_e32 v5, v4
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	.loc	1 42 24                         ; generate.py:42:24
	v_add_nc_u64_e32 v[84:85] /*v[596:597]*/, s[2:3], v[10:11]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_mov_b32_e32 v11, v4
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	.loc	1 40 26                         ; generate.py:40:26
	v_mul_lo_u32 v159 /*v671*/, s9, v3
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_or_b32_e32 v3, 24, v138 /*v650*/
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	.loc	1 42 24                         ; generate.py:42:24
	v_add_nc_u64_e32 v[44:45] /*v[556:557]*/, s[2:3], v[22:23]
	v_add_nc_u64_e32 v[46:47] /*v[558:559]*/, s[2:3], v[24:25]
	v_add_nc_u64_e32 v[48:49] /*v[560:561]*/, s[2:3], v[26:27]
	v_add_nc_u64_e32 v[50:51] /*v[562:563]*/, s[2:3], v[28:29]
	.loc	1 40 26                         ; generate.py:40:26
	v_mul_lo_u32 v164 /*v676*/, s9, v3
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_or_b32_e32 v3, 12, v138 /*v650*/
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	.loc	1 42 24                         ; generate.py:42:24
	v_add_nc_u64_e32 v[52:53] /*v[564:565]*/, s[2:3], v[30:31]
	v_add_nc_u64_e32 v[54:55] /*v[566:567]*/, s[2:3], v[32:33]
	v_add_nc_u64_e32 v[56:57] /*v[568:569]*/, s[2:3], v[34:35]
	v_add_nc_u64_e32 v[74:75] /*v[586:587]*/, s[2:3], v[18:19]
	.loc	1 40 26                         ; generate.py:40:26
	v_mul_lo_u32 v169 /*v681*/, s9, v3
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_or_b32_e32 v3, 2, v138 /*v650*/
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	.loc	1 42 24                         ; generate.py:42:24
	v_add_nc_u64_e32 v[86:87] /*v[598:599]*/, s[2:3], v[20:21]
	s_set_vgpr_msb 0x88                     ;  msbs: dst=2 src0=0 src1=2 src2=0
	.loc	1 40 26                         ; generate.py:40:26
	v_add_nc_u64_e32 v[88:89] /*v[600:601]*/, s[4:5], v[22:23] /*v[534:535]*/
	v_dual_mov_b32 v104 /*v616*/, v4 :: v_dual_mov_b32 v105 /*v617*/, v4
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	v_mul_lo_u32 v174 /*v686*/, s9, v3
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_mov_b32_e32 v3, v4
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	v_mul_lo_u32 v157 /*v669*/, s9, v6
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_or_b32_e32 v6, 28, v138 /*v650*/
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	v_dual_mov_b32 v98 /*v610*/, v4 :: v_dual_mov_b32 v99 /*v611*/, v4
	v_dual_mov_b32 v102 /*v614*/, v4 :: v_dual_mov_b32 v103 /*v615*/, v4
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_lo_u32 v162 /*v674*/, s9, v6
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_or_b32_e32 v6, 18, v138 /*v650*/
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	v_dual_mov_b32 v100 /*v612*/, v4 :: v_dual_mov_b32 v101 /*v613*/, v4
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_mov_b32_e32 v10, v4
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	v_dual_mov_b32 v94 /*v606*/, v4 :: v_dual_mov_b32 v95 /*v607*/, v4
	v_mul_lo_u32 v167 /*v679*/, s9, v6
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_or_b32_e32 v6, 6, v138 /*v650*/
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	v_dual_mov_b32 v96 /*v608*/, v4 :: v_dual_mov_b32 v97 /*v609*/, v4
	v_dual_mov_b32 v90 /*v602*/, v4 :: v_dual_mov_b32 v91 /*v603*/, v4
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_lo_u32 v172 /*v684*/, s9, v6
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_or_b32_e32 v6, 0x3f00, v144 /*v656*/
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	v_dual_mov_b32 v92 /*v604*/, v4 :: v_dual_mov_b32 v93 /*v605*/, v4
	s_mov_b32 s2, 0
	s_lshl_b32 s3, s9, 6
	v_add_nc_u32_e32 v176 /*v688*/, 0, v6
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_mov_b32_e32 v6, v4
	s_mov_b32 s4, 0
	s_branch .LBB0_6
.LBB0_5:                                ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 26 is_stmt 0                ; generate.py:0:26
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	.loc	1 42 20 is_stmt 1               ; generate.py:42:20
	s_wait_loadcnt 0x0
	v_lshlrev_b16 v19, 7, v51
	v_lshlrev_b16 v53, 7, v52
	v_and_b32_e32 v54, 0x7f, v51
	v_and_b32_e32 v55, 0x7f, v52
	v_lshlrev_b16 v56, 7, v50
	v_and_b32_e32 v19, 0x3f80, v19
	v_and_b32_e32 v53, 0x3f80, v53
	v_cmp_ne_u16_e32 vcc_lo, 0x7f, v54
	v_and_b32_e32 v57, 0x7f, v50
	v_and_b32_e32 v56, 0x3f80, v56
	v_add_nc_u16 v19, 0x2000, v19
	v_add_nc_u16 v53, 0x2000, v53
	v_lshlrev_b16 v58, 7, v49
	v_and_b32_e32 v59, 0x7f, v49
	v_add_nc_u16 v56, 0x2000, v56
	v_cndmask_b32_e32 v19, 0x7e00, v19, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0x7f, v55
	v_and_b32_e32 v58, 0x3f80, v58
	v_lshlrev_b16 v51, 8, v51
	v_lshlrev_b16 v52, 8, v52
	v_lshlrev_b16 v50, 8, v50
	v_cndmask_b32_e32 v53, 0x7e00, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0, v54
	v_add_nc_u16 v58, 0x2000, v58
	v_lshlrev_b16 v49, 8, v49
	s_barrier_signal -1
	v_cndmask_b32_e32 v19, 0, v19, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0, v55
	s_barrier_wait -1
	s_set_vgpr_msb 0x48                     ;  msbs: dst=1 src0=0 src1=2 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	v_lshlrev_b16 v6 /*v262*/, 7, v207 /*v719*/
	s_set_vgpr_msb 0x88                     ;  msbs: dst=2 src0=0 src1=2 src2=0
	v_and_b32_e32 v210 /*v722*/, 0x7f, v207 /*v719*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 42 20                         ; generate.py:42:20
	v_cndmask_b32_e32 v53, 0, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 1, v54
	s_set_vgpr_msb 0x88                     ;  msbs: dst=2 src0=0 src1=2 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	v_lshlrev_b16 v211 /*v723*/, 7, v206 /*v718*/
	s_set_vgpr_msb 0x44                     ;  msbs: dst=1 src0=0 src1=1 src2=0
	v_and_b32_e32 v6 /*v262*/, 0x3f80, v6 /*v262*/
	s_set_vgpr_msb 0x88                     ;  msbs: dst=2 src0=0 src1=2 src2=0
	v_and_b32_e32 v213 /*v725*/, 0x7f, v206 /*v718*/
	v_lshlrev_b16 v207 /*v719*/, 8, v207 /*v719*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 42 20                         ; generate.py:42:20
	v_cndmask_b32_e32 v19, 0x1800, v19, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 1, v55
	s_set_vgpr_msb 0x44                     ;  msbs: dst=1 src0=0 src1=1 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	v_add_nc_u16 v6 /*v262*/, 0x2000, v6 /*v262*/
	s_set_vgpr_msb 0x88                     ;  msbs: dst=2 src0=0 src1=2 src2=0
	v_and_b32_e32 v211 /*v723*/, 0x3f80, v211 /*v723*/
	v_lshlrev_b16 v206 /*v718*/, 8, v206 /*v718*/
	.loc	1 40 26                         ; generate.py:40:26
	s_add_co_i32 s4, s4, 64
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 42 20                         ; generate.py:42:20
	v_cndmask_b32_e32 v53, 0x1800, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 2, v54
	s_set_vgpr_msb 0x88                     ;  msbs: dst=2 src0=0 src1=2 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	v_add_nc_u16 v211 /*v723*/, 0x2000, v211 /*v723*/
	.loc	1 40 26                         ; generate.py:40:26
	s_add_co_i32 s2, s2, s3
	s_cmp_lt_i32 s4, s10
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 42 20                         ; generate.py:42:20
	v_cndmask_b32_e32 v19, 0x1c00, v19, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 2, v55
	v_cndmask_b32_e32 v53, 0x1c00, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 3, v54
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v19, 0x1e00, v19, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 3, v55
	v_cndmask_b32_e32 v53, 0x1e00, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 4, v54
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v19, 0x2000, v19, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 4, v55
	v_cndmask_b32_e32 v53, 0x2000, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 5, v54
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v19, 0x2100, v19, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 5, v55
	v_cndmask_b32_e32 v53, 0x2100, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0x7f, v57
	v_cndmask_b32_e32 v56, 0x7e00, v56, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 6, v54
	v_cndmask_b32_e32 v19, 0x2200, v19, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 6, v55
	v_cndmask_b32_e32 v53, 0x2200, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0, v57
	v_cndmask_b32_e32 v56, 0, v56, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0x7f, v59
	v_cndmask_b32_e32 v58, 0x7e00, v58, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 7, v54
	v_cndmask_b32_e32 v19, 0x2300, v19, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 7, v55
	v_lshlrev_b16 v55, 7, v48
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_bitop3_b16 v19, v19, v51, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v53, 0x2300, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 1, v57
	v_cvt_f32_f16_e32 v19, v19
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_bitop3_b16 v52, v53, v52, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v54, 0x1800, v56, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0, v59
	v_cvt_f32_f16_e32 v52, v52
	v_cndmask_b32_e32 v56, 0, v58, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 2, v57
	v_and_b32_e32 v58, 0x7f, v44
	v_cndmask_b32_e32 v51, 0x1c00, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 1, v59
	v_and_b32_e32 v54, 0x3f80, v55
	v_cndmask_b32_e32 v55, 0x1800, v56, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 3, v57
	v_and_b32_e32 v56, 0x7f, v48
	s_delay_alu instid0(VALU_DEP_4)
	v_add_nc_u16 v54, 0x2000, v54
	v_lshlrev_b16 v48, 8, v48
	v_cndmask_b32_e32 v51, 0x1e00, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 2, v59
	v_cndmask_b32_e32 v55, 0x1c00, v55, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 4, v57
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e32 v51, 0x2000, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0x7f, v56
	v_cndmask_b32_e32 v54, 0x7e00, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 3, v59
	v_cndmask_b32_e32 v55, 0x1e00, v55, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 5, v57
	v_cndmask_b32_e32 v51, 0x2100, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0, v56
	v_cndmask_b32_e32 v54, 0, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 4, v59
	v_cndmask_b32_e32 v55, 0x2000, v55, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 6, v57
	v_cndmask_b32_e32 v51, 0x2200, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 1, v56
	v_cndmask_b32_e32 v53, 0x1800, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 5, v59
	v_cndmask_b32_e32 v54, 0x2100, v55, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 2, v56
	v_lshlrev_b16 v55, 7, v47
	v_cndmask_b32_e32 v53, 0x1c00, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 7, v57
	s_delay_alu instid0(VALU_DEP_3)
	v_and_b32_e32 v55, 0x3f80, v55
	v_and_b32_e32 v57, 0x7f, v47
	v_lshlrev_b16 v47, 8, v47
	v_cndmask_b32_e32 v51, 0x2300, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 6, v59
	v_add_nc_u16 v55, 0x2000, v55
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_bitop3_b16 v50, v51, v50, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v54, 0x2200, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 3, v56
	v_cvt_f32_f16_e32 v50, v50
	v_cndmask_b32_e32 v53, 0x1e00, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 7, v59
	v_and_b32_e32 v59, 0x7f, v32
	v_cndmask_b32_e32 v54, 0x2300, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 4, v56
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_bitop3_b16 v49, v54, v49, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v53, 0x2000, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 5, v56
	v_lshlrev_b16 v54, 7, v46
	v_cvt_f32_f16_e32 v49, v49
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v51, 0x2100, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0x7f, v57
	v_and_b32_e32 v54, 0x3f80, v54
	v_cndmask_b32_e32 v53, 0x7e00, v55, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 6, v56
	v_and_b32_e32 v55, 0x7f, v46
	s_delay_alu instid0(VALU_DEP_4)
	v_add_nc_u16 v54, 0x2000, v54
	v_lshlrev_b16 v46, 8, v46
	v_cndmask_b32_e32 v51, 0x2200, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0, v57
	v_cndmask_b32_e32 v53, 0, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 7, v56
	v_and_b32_e32 v56, 0x7f, v45
	v_cndmask_b32_e32 v51, 0x2300, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 1, v57
	s_delay_alu instid0(VALU_DEP_2)
	v_bitop3_b16 v48, v51, v48, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v53, 0x1800, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 2, v57
	v_lshlrev_b16 v51, 7, v45
	v_lshlrev_b16 v45, 8, v45
	v_cvt_f32_f16_e32 v48, v48
	v_cndmask_b32_e32 v53, 0x1c00, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 3, v57
	v_and_b32_e32 v51, 0x3f80, v51
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v53, 0x1e00, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0x7f, v55
	v_add_nc_u16 v51, 0x2000, v51
	v_cndmask_b32_e32 v54, 0x7e00, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 4, v57
	v_cndmask_b32_e32 v53, 0x2000, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0x7f, v56
	v_cndmask_b32_e32 v51, 0x7e00, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0, v55
	v_cndmask_b32_e32 v54, 0, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 5, v57
	v_cndmask_b32_e32 v53, 0x2100, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0, v56
	v_cndmask_b32_e32 v51, 0, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 1, v55
	v_cndmask_b32_e32 v54, 0x1800, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 6, v57
	v_cndmask_b32_e32 v53, 0x2200, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 1, v56
	v_cndmask_b32_e32 v51, 0x1800, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 2, v55
	v_cndmask_b32_e32 v54, 0x1c00, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 7, v57
	v_lshlrev_b16 v57, 7, v44
	v_lshlrev_b16 v44, 8, v44
	v_cndmask_b32_e32 v53, 0x2300, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 2, v56
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_and_b32_e32 v57, 0x3f80, v57
	v_bitop3_b16 v47, v53, v47, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v51, 0x1c00, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 3, v55
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_nc_u16 v57, 0x2000, v57
	v_cvt_f32_f16_e32 v47, v47
	v_cndmask_b32_e32 v54, 0x1e00, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 3, v56
	v_cndmask_b32_e32 v51, 0x1e00, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 4, v55
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v54, 0x2000, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 4, v56
	v_cndmask_b32_e32 v51, 0x2000, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 5, v55
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v54, 0x2100, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 5, v56
	v_cndmask_b32_e32 v51, 0x2100, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0x7f, v58
	v_cndmask_b32_e32 v57, 0x7e00, v57, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 6, v55
	v_cndmask_b32_e32 v54, 0x2200, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 6, v56
	v_cndmask_b32_e32 v51, 0x2200, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0, v58
	v_cndmask_b32_e32 v57, 0, v57, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 7, v55
	v_lshlrev_b16 v55, 7, v43
	v_cndmask_b32_e32 v54, 0x2300, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 7, v56
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_and_b32_e32 v53, 0x3f80, v55
	v_lshlrev_b16 v55, 7, v42
	v_bitop3_b16 v46, v54, v46, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v51, 0x2300, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 1, v58
	v_and_b32_e32 v54, 0x7f, v43
	v_add_nc_u16 v53, 0x2000, v53
	v_and_b32_e32 v55, 0x3f80, v55
	v_bitop3_b16 v45, v51, v45, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v56, 0x1800, v57, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 2, v58
	v_lshlrev_b16 v57, 7, v41
	v_add_nc_u16 v55, 0x2000, v55
	v_lshlrev_b16 v43, 8, v43
	v_cvt_f32_f16_e32 v46, v46
	v_cndmask_b32_e32 v51, 0x1c00, v56, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 3, v58
	v_and_b32_e32 v56, 0x7f, v42
	v_and_b32_e32 v57, 0x3f80, v57
	v_lshlrev_b16 v42, 8, v42
	v_cvt_f32_f16_e32 v45, v45
	v_cndmask_b32_e32 v51, 0x1e00, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0x7f, v54
	v_add_nc_u16 v57, 0x2000, v57
	v_cndmask_b32_e32 v53, 0x7e00, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0, v54
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v53, 0, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 4, v58
	v_cndmask_b32_e32 v51, 0x2000, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 1, v54
	v_cndmask_b32_e32 v53, 0x1800, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 5, v58
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e32 v51, 0x2100, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0x7f, v56
	v_cndmask_b32_e32 v55, 0x7e00, v55, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 2, v54
	v_cndmask_b32_e32 v53, 0x1c00, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 6, v58
	v_cndmask_b32_e32 v51, 0x2200, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0, v56
	v_cndmask_b32_e32 v55, 0, v55, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 3, v54
	v_cndmask_b32_e32 v53, 0x1e00, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 1, v56
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v55, 0x1800, v55, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 4, v54
	v_cndmask_b32_e32 v53, 0x2000, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 7, v58
	v_and_b32_e32 v58, 0x7f, v41
	v_lshlrev_b16 v41, 8, v41
	v_cndmask_b32_e32 v51, 0x2300, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 2, v56
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_bitop3_b16 v44, v51, v44, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v55, 0x1c00, v55, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 5, v54
	v_cvt_f32_f16_e32 v44, v44
	v_cndmask_b32_e32 v53, 0x2100, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 3, v56
	v_cndmask_b32_e32 v51, 0x1e00, v55, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 6, v54
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e32 v53, 0x2200, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0x7f, v58
	v_cndmask_b32_e32 v55, 0x7e00, v57, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 4, v56
	v_and_b32_e32 v57, 0x7f, v40
	v_cndmask_b32_e32 v51, 0x2000, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 7, v54
	v_lshlrev_b16 v54, 7, v40
	v_lshlrev_b16 v40, 8, v40
	v_cndmask_b32_e32 v53, 0x2300, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0, v58
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_and_b32_e32 v54, 0x3f80, v54
	v_bitop3_b16 v43, v53, v43, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v55, 0, v55, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 5, v56
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_nc_u16 v54, 0x2000, v54
	v_cvt_f32_f16_e32 v43, v43
	v_cndmask_b32_e32 v51, 0x2100, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 1, v58
	v_cndmask_b32_e32 v55, 0x1800, v55, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 6, v56
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v51, 0x2200, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 2, v58
	v_cndmask_b32_e32 v55, 0x1c00, v55, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 7, v56
	v_lshlrev_b16 v56, 7, v38
	v_cndmask_b32_e32 v51, 0x2300, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0x7f, v57
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_bitop3_b16 v42, v51, v42, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v53, 0x7e00, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 3, v58
	v_lshlrev_b16 v54, 7, v39
	v_cvt_f32_f16_e32 v42, v42
	v_cndmask_b32_e32 v55, 0x1e00, v55, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0, v57
	v_cndmask_b32_e32 v51, 0, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 4, v58
	v_and_b32_e32 v53, 0x3f80, v54
	v_cndmask_b32_e32 v54, 0x2000, v55, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 1, v57
	v_and_b32_e32 v55, 0x7f, v39
	s_delay_alu instid0(VALU_DEP_4)
	v_add_nc_u16 v53, 0x2000, v53
	v_lshlrev_b16 v39, 8, v39
	v_cndmask_b32_e32 v51, 0x1800, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 5, v58
	v_cndmask_b32_e32 v54, 0x2100, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 2, v57
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e32 v51, 0x1c00, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0x7f, v55
	v_cndmask_b32_e32 v53, 0x7e00, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 6, v58
	v_cndmask_b32_e32 v54, 0x2200, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 3, v57
	v_cndmask_b32_e32 v51, 0x1e00, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0, v55
	v_cndmask_b32_e32 v53, 0, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 7, v58
	v_lshlrev_b16 v58, 7, v34
	v_cndmask_b32_e32 v54, 0x2300, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 4, v57
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_bitop3_b16 v41, v54, v41, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v51, 0x2000, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 1, v55
	v_lshlrev_b16 v54, 7, v37
	v_cvt_f32_f16_e32 v41, v41
	v_cndmask_b32_e32 v53, 0x1800, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 5, v57
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_and_b32_e32 v54, 0x3f80, v54
	v_cndmask_b32_e32 v51, 0x2100, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 2, v55
	v_cndmask_b32_e32 v53, 0x1c00, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 6, v57
	v_cndmask_b32_e32 v51, 0x2200, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 3, v55
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e32 v53, 0x1e00, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 7, v57
	v_and_b32_e32 v57, 0x7f, v37
	v_lshlrev_b16 v37, 8, v37
	v_cndmask_b32_e32 v51, 0x2300, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 4, v55
	s_delay_alu instid0(VALU_DEP_2)
	v_bitop3_b16 v40, v51, v40, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v53, 0x2000, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 5, v55
	v_add_nc_u16 v51, 0x2000, v54
	v_and_b32_e32 v54, 0x3f80, v56
	v_and_b32_e32 v56, 0x7f, v38
	v_lshlrev_b16 v38, 8, v38
	v_cndmask_b32_e32 v53, 0x2100, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0x7f, v57
	v_add_nc_u16 v54, 0x2000, v54
	v_cvt_f32_f16_e32 v40, v40
	v_cndmask_b32_e32 v51, 0x7e00, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 6, v55
	v_cndmask_b32_e32 v53, 0x2200, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0, v57
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e32 v51, 0, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0x7f, v56
	v_cndmask_b32_e32 v54, 0x7e00, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 7, v55
	v_lshlrev_b16 v55, 7, v36
	v_cndmask_b32_e32 v53, 0x2300, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 1, v57
	s_delay_alu instid0(VALU_DEP_2)
	v_bitop3_b16 v39, v53, v39, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v51, 0x1800, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0, v56
	v_and_b32_e32 v53, 0x3f80, v55
	v_and_b32_e32 v55, 0x7f, v36
	v_lshlrev_b16 v36, 8, v36
	v_cvt_f32_f16_e32 v39, v39
	v_cndmask_b32_e32 v54, 0, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 2, v57
	v_add_nc_u16 v53, 0x2000, v53
	v_cndmask_b32_e32 v51, 0x1c00, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 1, v56
	v_cndmask_b32_e32 v54, 0x1800, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 3, v57
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v51, 0x1e00, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 2, v56
	v_cndmask_b32_e32 v54, 0x1c00, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 4, v57
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e32 v51, 0x2000, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0x7f, v55
	v_cndmask_b32_e32 v53, 0x7e00, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 3, v56
	v_cndmask_b32_e32 v54, 0x1e00, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 5, v57
	v_cndmask_b32_e32 v51, 0x2100, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0, v55
	v_cndmask_b32_e32 v53, 0, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 4, v56
	v_cndmask_b32_e32 v54, 0x2000, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 6, v57
	v_cndmask_b32_e32 v51, 0x2200, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 1, v55
	v_cndmask_b32_e32 v53, 0x1800, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 5, v56
	v_cndmask_b32_e32 v54, 0x2100, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 7, v57
	v_lshlrev_b16 v57, 7, v35
	v_cndmask_b32_e32 v51, 0x2300, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 2, v55
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_bitop3_b16 v37, v51, v37, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v53, 0x1c00, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 6, v56
	v_cvt_f32_f16_e32 v37, v37
	v_cndmask_b32_e32 v54, 0x2200, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 3, v55
	v_cndmask_b32_e32 v53, 0x1e00, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 7, v56
	v_and_b32_e32 v56, 0x3f80, v57
	v_and_b32_e32 v57, 0x7f, v35
	v_lshlrev_b16 v35, 8, v35
	v_cndmask_b32_e32 v54, 0x2300, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 4, v55
	s_delay_alu instid0(VALU_DEP_2)
	v_bitop3_b16 v38, v54, v38, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v51, 0x2000, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 5, v55
	v_add_nc_u16 v53, 0x2000, v56
	v_lshlrev_b16 v54, 7, v33
	v_and_b32_e32 v56, 0x7f, v33
	v_lshlrev_b16 v33, 8, v33
	v_cndmask_b32_e32 v51, 0x2100, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0x7f, v57
	v_and_b32_e32 v54, 0x3f80, v54
	v_cvt_f32_f16_e32 v38, v38
	v_cndmask_b32_e32 v53, 0x7e00, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 6, v55
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_add_nc_u16 v54, 0x2000, v54
	v_cndmask_b32_e32 v51, 0x2200, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0, v57
	v_cndmask_b32_e32 v53, 0, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 1, v57
	v_cndmask_b32_e32 v53, 0x1800, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 7, v55
	v_and_b32_e32 v55, 0x3f80, v58
	v_and_b32_e32 v58, 0x7f, v34
	v_lshlrev_b16 v34, 8, v34
	v_cndmask_b32_e32 v51, 0x2300, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 2, v57
	v_add_nc_u16 v55, 0x2000, v55
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_bitop3_b16 v36, v51, v36, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v53, 0x1c00, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0x7f, v56
	v_cvt_f32_f16_e32 v36, v36
	v_cndmask_b32_e32 v54, 0x7e00, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0, v56
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v54, 0, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 3, v57
	v_cndmask_b32_e32 v53, 0x1e00, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0x7f, v58
	v_cndmask_b32_e32 v55, 0x7e00, v55, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 1, v56
	v_cndmask_b32_e32 v54, 0x1800, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0, v58
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e32 v51, 0, v55, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 4, v57
	v_lshlrev_b16 v55, 7, v32
	v_lshlrev_b16 v32, 8, v32
	v_cndmask_b32_e32 v53, 0x2000, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 2, v56
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_and_b32_e32 v55, 0x3f80, v55
	v_cndmask_b32_e32 v54, 0x1c00, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 1, v58
	v_add_nc_u16 v55, 0x2000, v55
	v_cndmask_b32_e32 v51, 0x1800, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 3, v56
	v_cndmask_b32_e32 v54, 0x1e00, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 5, v57
	v_cndmask_b32_e32 v53, 0x2100, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 2, v58
	v_cndmask_b32_e32 v51, 0x1c00, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 4, v56
	v_cndmask_b32_e32 v54, 0x2000, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 3, v58
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e32 v51, 0x1e00, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 6, v57
	v_cndmask_b32_e32 v53, 0x2200, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 5, v56
	v_cndmask_b32_e32 v54, 0x2100, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 4, v58
	v_cndmask_b32_e32 v51, 0x2000, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 7, v57
	v_lshlrev_b16 v57, 7, v29
	v_cndmask_b32_e32 v53, 0x2300, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 6, v56
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_and_b32_e32 v57, 0x3f80, v57
	v_bitop3_b16 v35, v53, v35, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v54, 0x2200, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 5, v58
	v_lshlrev_b16 v53, 7, v31
	v_add_nc_u16 v57, 0x2000, v57
	v_cvt_f32_f16_e32 v35, v35
	v_cndmask_b32_e32 v51, 0x2100, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0x7f, v59
	v_cndmask_b32_e32 v55, 0x7e00, v55, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 6, v58
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v51, 0x2200, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 7, v56
	v_and_b32_e32 v56, 0x7f, v30
	v_cndmask_b32_e32 v54, 0x2300, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0, v59
	v_bitop3_b16 v33, v54, v33, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v55, 0, v55, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 7, v58
	v_and_b32_e32 v58, 0x7f, v29
	v_lshlrev_b16 v29, 8, v29
	v_cvt_f32_f16_e32 v33, v33
	v_cndmask_b32_e32 v51, 0x2300, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 1, v59
	s_delay_alu instid0(VALU_DEP_2)
	v_bitop3_b16 v34, v51, v34, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v55, 0x1800, v55, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 2, v59
	v_and_b32_e32 v51, 0x3f80, v53
	v_and_b32_e32 v53, 0x7f, v31
	v_lshlrev_b16 v31, 8, v31
	v_cvt_f32_f16_e32 v34, v34
	v_cndmask_b32_e32 v54, 0x1c00, v55, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 3, v59
	v_add_nc_u16 v51, 0x2000, v51
	v_lshlrev_b16 v55, 7, v30
	v_lshlrev_b16 v30, 8, v30
	v_cndmask_b32_e32 v54, 0x1e00, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0x7f, v53
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_and_b32_e32 v55, 0x3f80, v55
	v_cndmask_b32_e32 v51, 0x7e00, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0, v53
	v_add_nc_u16 v55, 0x2000, v55
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e32 v51, 0, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 4, v59
	v_cndmask_b32_e32 v54, 0x2000, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0x7f, v56
	v_cndmask_b32_e32 v55, 0x7e00, v55, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 1, v53
	v_cndmask_b32_e32 v51, 0x1800, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 5, v59
	v_cndmask_b32_e32 v54, 0x2100, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0, v56
	v_cndmask_b32_e32 v55, 0, v55, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 2, v53
	v_cndmask_b32_e32 v51, 0x1c00, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 6, v59
	v_cndmask_b32_e32 v54, 0x2200, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 1, v56
	v_cndmask_b32_e32 v55, 0x1800, v55, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 3, v53
	v_cndmask_b32_e32 v51, 0x1e00, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 2, v56
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v55, 0x1c00, v55, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 4, v53
	v_cndmask_b32_e32 v51, 0x2000, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 3, v56
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v55, 0x1e00, v55, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 7, v59
	v_cndmask_b32_e32 v54, 0x2300, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 5, v53
	v_bitop3_b16 v32, v54, v32, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v51, 0x2100, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 4, v56
	s_delay_alu instid0(VALU_DEP_3)
	v_cvt_f32_f16_e32 v32, v32
	v_cndmask_b32_e32 v55, 0x2000, v55, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0x7f, v58
	v_cndmask_b32_e32 v57, 0x7e00, v57, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 6, v53
	v_cndmask_b32_e32 v51, 0x2200, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 5, v56
	v_cndmask_b32_e32 v54, 0x2100, v55, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0, v58
	v_cndmask_b32_e32 v55, 0, v57, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 7, v53
	v_lshlrev_b16 v57, 7, v28
	v_cndmask_b32_e32 v51, 0x2300, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 6, v56
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_bitop3_b16 v31, v51, v31, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v53, 0x2200, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 1, v58
	v_cvt_f32_f16_e32 v31, v31
	v_cndmask_b32_e32 v54, 0x1800, v55, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 7, v56
	v_and_b32_e32 v55, 0x3f80, v57
	v_and_b32_e32 v57, 0x7f, v28
	v_lshlrev_b16 v56, 7, v27
	v_lshlrev_b16 v28, 8, v28
	v_cndmask_b32_e32 v53, 0x2300, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 2, v58
	v_add_nc_u16 v55, 0x2000, v55
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_bitop3_b16 v30, v53, v30, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v54, 0x1c00, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0x7f, v57
	v_cvt_f32_f16_e32 v30, v30
	v_cndmask_b32_e32 v51, 0x7e00, v55, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 3, v58
	v_and_b32_e32 v55, 0x3f80, v56
	v_and_b32_e32 v56, 0x7f, v27
	v_lshlrev_b16 v27, 8, v27
	v_cndmask_b32_e32 v54, 0x1e00, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0, v57
	v_add_nc_u16 v55, 0x2000, v55
	v_cndmask_b32_e32 v51, 0, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 4, v58
	v_cndmask_b32_e32 v54, 0x2000, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 1, v57
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e32 v51, 0x1800, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0x7f, v56
	v_cndmask_b32_e32 v55, 0x7e00, v55, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 5, v58
	v_cndmask_b32_e32 v54, 0x2100, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 2, v57
	v_cndmask_b32_e32 v51, 0x1c00, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0, v56
	v_cndmask_b32_e32 v55, 0, v55, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 6, v58
	v_cndmask_b32_e32 v54, 0x2200, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 3, v57
	v_cndmask_b32_e32 v51, 0x1e00, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 1, v56
	v_cndmask_b32_e32 v55, 0x1800, v55, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 7, v58
	v_and_b32_e32 v58, 0x7f, v24
	v_cndmask_b32_e32 v54, 0x2300, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 4, v57
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_bitop3_b16 v29, v54, v29, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v51, 0x2000, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 2, v56
	v_lshlrev_b16 v54, 7, v26
	v_cvt_f32_f16_e32 v29, v29
	v_cndmask_b32_e32 v55, 0x1c00, v55, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 5, v57
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_and_b32_e32 v54, 0x3f80, v54
	v_cndmask_b32_e32 v51, 0x2100, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 3, v56
	v_add_nc_u16 v54, 0x2000, v54
	v_cndmask_b32_e32 v53, 0x1e00, v55, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 6, v57
	v_and_b32_e32 v55, 0x7f, v26
	v_lshlrev_b16 v26, 8, v26
	v_cndmask_b32_e32 v51, 0x2200, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 4, v56
	v_cndmask_b32_e32 v53, 0x2000, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 7, v57
	v_and_b32_e32 v57, 0x7f, v25
	v_cndmask_b32_e32 v51, 0x2300, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 5, v56
	s_delay_alu instid0(VALU_DEP_2)
	v_bitop3_b16 v28, v51, v28, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v53, 0x2100, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 6, v56
	v_lshlrev_b16 v51, 7, v25
	v_lshlrev_b16 v25, 8, v25
	v_cvt_f32_f16_e32 v28, v28
	v_cndmask_b32_e32 v53, 0x2200, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 7, v56
	v_and_b32_e32 v51, 0x3f80, v51
	v_lshlrev_b16 v56, 7, v24
	v_lshlrev_b16 v24, 8, v24
	v_cndmask_b32_e32 v53, 0x2300, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0x7f, v55
	v_add_nc_u16 v51, 0x2000, v51
	v_and_b32_e32 v56, 0x3f80, v56
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_bitop3_b16 v27, v53, v27, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v54, 0x7e00, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0x7f, v57
	v_add_nc_u16 v56, 0x2000, v56
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_cvt_f32_f16_e32 v27, v27
	v_cndmask_b32_e32 v51, 0x7e00, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0, v55
	v_cndmask_b32_e32 v54, 0, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0, v57
	v_cndmask_b32_e32 v51, 0, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 1, v55
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v54, 0x1800, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 1, v57
	v_cndmask_b32_e32 v51, 0x1800, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0x7f, v58
	v_cndmask_b32_e32 v56, 0x7e00, v56, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 2, v55
	v_cndmask_b32_e32 v54, 0x1c00, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 2, v57
	v_cndmask_b32_e32 v51, 0x1c00, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0, v58
	v_cndmask_b32_e32 v56, 0, v56, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 3, v55
	v_cndmask_b32_e32 v54, 0x1e00, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 3, v57
	v_cndmask_b32_e32 v51, 0x1e00, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 1, v58
	v_cndmask_b32_e32 v56, 0x1800, v56, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 4, v55
	v_cndmask_b32_e32 v54, 0x2000, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 4, v57
	v_cndmask_b32_e32 v51, 0x2000, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 2, v58
	v_cndmask_b32_e32 v56, 0x1c00, v56, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 5, v55
	v_cndmask_b32_e32 v54, 0x2100, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 5, v57
	v_cndmask_b32_e32 v51, 0x2100, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 3, v58
	v_cndmask_b32_e32 v56, 0x1e00, v56, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 6, v55
	v_cndmask_b32_e32 v54, 0x2200, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 6, v57
	v_cndmask_b32_e32 v51, 0x2200, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 4, v58
	v_cndmask_b32_e32 v56, 0x2000, v56, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 7, v55
	v_lshlrev_b16 v55, 7, v22
	v_cndmask_b32_e32 v54, 0x2300, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 7, v57
	v_and_b32_e32 v57, 0x7f, v21
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v55, 0x3f80, v55
	v_bitop3_b16 v26, v54, v26, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v51, 0x2300, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 5, v58
	v_lshlrev_b16 v54, 7, v21
	v_add_nc_u16 v55, 0x2000, v55
	v_lshlrev_b16 v21, 8, v21
	v_bitop3_b16 v25, v51, v25, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v53, 0x2100, v56, vcc_lo
	v_lshlrev_b16 v51, 7, v23
	v_cmp_ne_u16_e32 vcc_lo, 6, v58
	v_and_b32_e32 v56, 0x7f, v23
	v_and_b32_e32 v54, 0x3f80, v54
	v_lshlrev_b16 v23, 8, v23
	v_and_b32_e32 v51, 0x3f80, v51
	v_cndmask_b32_e32 v53, 0x2200, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 7, v58
	v_and_b32_e32 v58, 0x7f, v22
	v_add_nc_u16 v54, 0x2000, v54
	v_add_nc_u16 v51, 0x2000, v51
	v_lshlrev_b16 v22, 8, v22
	v_cndmask_b32_e32 v53, 0x2300, v53, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0x7f, v56
	v_cvt_f32_f16_e32 v26, v26
	v_cvt_f32_f16_e32 v25, v25
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_bitop3_b16 v24, v53, v24, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v51, 0x7e00, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0x7f, v57
	v_cvt_f32_f16_e32 v24, v24
	v_cndmask_b32_e32 v54, 0x7e00, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0x7f, v58
	v_cndmask_b32_e32 v55, 0x7e00, v55, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0, v56
	v_cndmask_b32_e32 v51, 0, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0, v57
	v_cndmask_b32_e32 v54, 0, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0, v58
	v_cndmask_b32_e32 v55, 0, v55, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 1, v56
	v_cndmask_b32_e32 v51, 0x1800, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 1, v57
	v_cndmask_b32_e32 v54, 0x1800, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 1, v58
	v_cndmask_b32_e32 v55, 0x1800, v55, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 2, v56
	v_cndmask_b32_e32 v51, 0x1c00, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 2, v57
	v_cndmask_b32_e32 v54, 0x1c00, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 2, v58
	v_cndmask_b32_e32 v55, 0x1c00, v55, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 3, v56
	v_cndmask_b32_e32 v51, 0x1e00, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 3, v57
	v_cndmask_b32_e32 v54, 0x1e00, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 3, v58
	v_cndmask_b32_e32 v55, 0x1e00, v55, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 4, v56
	v_cndmask_b32_e32 v51, 0x2000, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 4, v57
	v_cndmask_b32_e32 v54, 0x2000, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 4, v58
	v_cndmask_b32_e32 v55, 0x2000, v55, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 5, v56
	v_cndmask_b32_e32 v51, 0x2100, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 5, v57
	v_cndmask_b32_e32 v54, 0x2100, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 5, v58
	v_cndmask_b32_e32 v55, 0x2100, v55, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 6, v56
	v_cndmask_b32_e32 v51, 0x2200, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 6, v57
	v_cndmask_b32_e32 v54, 0x2200, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 6, v58
	v_cndmask_b32_e32 v55, 0x2200, v55, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 7, v56
	v_cndmask_b32_e32 v51, 0x2300, v51, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 7, v57
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_bitop3_b16 v23, v51, v23, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v54, 0x2300, v54, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 7, v58
	v_cvt_f32_f16_e32 v23, v23
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_bitop3_b16 v21, v54, v21, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v55, 0x2300, v55, vcc_lo
	v_cvt_f32_f16_e32 v21, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_bitop3_b16 v22, v55, v22, 0x8000 bitop3:0xf8
	v_cvt_f32_f16_e32 v22, v22
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	ds_store_2addr_stride64_b32 v175 /*v687*/, v19, v52 offset1:2
	ds_store_2addr_stride64_b32 v175 /*v687*/, v50, v49 offset0:4 offset1:6
	ds_store_2addr_stride64_b32 v175 /*v687*/, v48, v47 offset0:8 offset1:10
	ds_store_2addr_stride64_b32 v175 /*v687*/, v46, v45 offset0:12 offset1:14
	ds_store_2addr_stride64_b32 v175 /*v687*/, v44, v43 offset0:16 offset1:18
	ds_store_2addr_stride64_b32 v175 /*v687*/, v42, v41 offset0:20 offset1:22
	ds_store_2addr_stride64_b32 v175 /*v687*/, v40, v39 offset0:24 offset1:26
	ds_store_2addr_stride64_b32 v175 /*v687*/, v37, v38 offset0:28 offset1:30
	ds_store_2addr_stride64_b32 v175 /*v687*/, v36, v35 offset0:32 offset1:34
	ds_store_2addr_stride64_b32 v175 /*v687*/, v33, v34 offset0:36 offset1:38
	ds_store_2addr_stride64_b32 v175 /*v687*/, v32, v31 offset0:40 offset1:42
	ds_store_2addr_stride64_b32 v175 /*v687*/, v30, v29 offset0:44 offset1:46
	ds_store_2addr_stride64_b32 v175 /*v687*/, v28, v27 offset0:48 offset1:50
	ds_store_2addr_stride64_b32 v175 /*v687*/, v26, v25 offset0:52 offset1:54
	ds_store_2addr_stride64_b32 v175 /*v687*/, v24, v23 offset0:56 offset1:58
	ds_store_2addr_stride64_b32 v175 /*v687*/, v21, v22 offset0:60 offset1:62
	.loc	1 43 20                         ; generate.py:43:20
	v_lshlrev_b16 v19, 7, v20
	v_lshlrev_b16 v21, 7, v18
	v_and_b32_e32 v22, 0x7f, v20
	v_and_b32_e32 v23, 0x7f, v18
	v_lshlrev_b16 v20, 8, v20
	v_and_b32_e32 v19, 0x3f80, v19
	v_and_b32_e32 v21, 0x3f80, v21
	v_cmp_ne_u16_e32 vcc_lo, 0x7f, v22
	v_lshlrev_b16 v18, 8, v18
	.loc	1 42 20                         ; generate.py:42:20
	s_wait_dscnt 0x0
	.loc	1 43 20                         ; generate.py:43:20
	v_add_nc_u16 v19, 0x2000, v19
	v_add_nc_u16 v21, 0x2000, v21
	.loc	1 42 20                         ; generate.py:42:20
	s_barrier_signal -1
	s_barrier_wait -1
	s_delay_alu instid0(VALU_DEP_2)
	.loc	1 43 20                         ; generate.py:43:20
	v_cndmask_b32_e32 v19, 0x7e00, v19, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0x7f, v23
	s_set_vgpr_msb 0x42                     ;  msbs: dst=1 src0=2 src1=0 src2=0
	.loc	1 42 20                         ; generate.py:42:20
	ds_load_b128 v[142:145] /*v[398:401]*/, v146 /*v658*/
	ds_load_b128 v[102:105] /*v[358:361]*/, v146 /*v658*/ offset:16
	ds_load_b128 v[74:77] /*v[330:333]*/, v146 /*v658*/ offset:32
	ds_load_b128 v[38:41] /*v[294:297]*/, v146 /*v658*/ offset:48
	ds_load_b128 v[2:5] /*v[258:261]*/, v146 /*v658*/ offset:64
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	ds_load_b128 v[250:253], v146 /*v658*/ offset:80
	ds_load_b128 v[246:249], v146 /*v658*/ offset:96
	ds_load_b128 v[210:213], v146 /*v658*/ offset:112
	ds_load_b128 v[154:157], v146 /*v658*/ offset:128
	ds_load_b128 v[138:141], v146 /*v658*/ offset:144
	ds_load_b128 v[122:125], v146 /*v658*/ offset:160
	ds_load_b128 v[114:117], v146 /*v658*/ offset:176
	ds_load_b128 v[94:97], v146 /*v658*/ offset:192
	ds_load_b128 v[74:77], v146 /*v658*/ offset:208
	ds_load_b128 v[174:177], v146 /*v658*/ offset:224
	ds_load_b128 v[150:153], v146 /*v658*/ offset:240
	s_set_vgpr_msb 0x42                     ;  msbs: dst=1 src0=2 src1=0 src2=0
	ds_load_b128 v[202:205] /*v[458:461]*/, v146 /*v658*/ offset:256
	ds_load_b128 v[178:181] /*v[434:437]*/, v146 /*v658*/ offset:272
	ds_load_b128 v[154:157] /*v[410:413]*/, v146 /*v658*/ offset:288
	ds_load_b128 v[126:129] /*v[382:385]*/, v146 /*v658*/ offset:304
	ds_load_b128 v[98:101] /*v[354:357]*/, v146 /*v658*/ offset:320
	ds_load_b128 v[70:73] /*v[326:329]*/, v146 /*v658*/ offset:336
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	v_cndmask_b32_e32 v21, 0x7e00, v21, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0, v22
	s_set_vgpr_msb 0x42                     ;  msbs: dst=1 src0=2 src1=0 src2=0
	.loc	1 42 20                         ; generate.py:42:20
	ds_load_b128 v[30:33] /*v[286:289]*/, v146 /*v658*/ offset:352
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	ds_load_b128 v[254:257], v146 /*v658*/ offset:368
	ds_load_b128 v[242:245], v146 /*v658*/ offset:384
	ds_load_b128 v[238:241], v146 /*v658*/ offset:400
	ds_load_b128 v[226:229], v146 /*v658*/ offset:416
	ds_load_b128 v[214:217], v146 /*v658*/ offset:432
	ds_load_b128 v[198:201], v146 /*v658*/ offset:448
	ds_load_b128 v[182:185], v146 /*v658*/ offset:464
	.loc	1 43 20                         ; generate.py:43:20
	v_cndmask_b32_e32 v19, 0, v19, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 0, v23
	.loc	1 42 20                         ; generate.py:42:20
	ds_load_b128 v[162:165], v146 /*v658*/ offset:480
	ds_load_b128 v[134:137], v146 /*v658*/ offset:496
	s_set_vgpr_msb 0x42                     ;  msbs: dst=1 src0=2 src1=0 src2=0
	ds_load_b128 v[222:225] /*v[478:481]*/, v146 /*v658*/ offset:512
	ds_load_b128 v[198:201] /*v[454:457]*/, v146 /*v658*/ offset:528
	ds_load_b128 v[174:177] /*v[430:433]*/, v146 /*v658*/ offset:544
	ds_load_b128 v[150:153] /*v[406:409]*/, v146 /*v658*/ offset:560
	ds_load_b128 v[122:125] /*v[378:381]*/, v146 /*v658*/ offset:576
	ds_load_b128 v[94:97] /*v[350:353]*/, v146 /*v658*/ offset:592
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	v_cndmask_b32_e32 v21, 0, v21, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 1, v22
	s_set_vgpr_msb 0x42                     ;  msbs: dst=1 src0=2 src1=0 src2=0
	.loc	1 42 20                         ; generate.py:42:20
	ds_load_b128 v[66:69] /*v[322:325]*/, v146 /*v658*/ offset:608
	ds_load_b128 v[22:25] /*v[278:281]*/, v146 /*v658*/ offset:624
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	ds_load_b128 v[230:233], v146 /*v658*/ offset:640
	ds_load_b128 v[218:221], v146 /*v658*/ offset:656
	ds_load_b128 v[202:205], v146 /*v658*/ offset:672
	ds_load_b128 v[190:193], v146 /*v658*/ offset:688
	ds_load_b128 v[178:181], v146 /*v658*/ offset:704
	ds_load_b128 v[158:161], v146 /*v658*/ offset:720
	.loc	1 43 20                         ; generate.py:43:20
	v_cndmask_b32_e32 v19, 0x1800, v19, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 1, v23
	v_cndmask_b32_e32 v21, 0x1800, v21, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 2, v22
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v19, 0x1c00, v19, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 2, v23
	v_cndmask_b32_e32 v21, 0x1c00, v21, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 3, v22
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v19, 0x1e00, v19, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 3, v23
	v_cndmask_b32_e32 v21, 0x1e00, v21, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 4, v22
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v19, 0x2000, v19, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 4, v23
	v_cndmask_b32_e32 v21, 0x2000, v21, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 5, v22
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v19, 0x2100, v19, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 5, v23
	v_cndmask_b32_e32 v21, 0x2100, v21, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 6, v22
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v19, 0x2200, v19, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 6, v23
	v_cndmask_b32_e32 v21, 0x2200, v21, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 7, v22
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v19, 0x2300, v19, vcc_lo
	v_cmp_ne_u16_e32 vcc_lo, 7, v23
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_bitop3_b16 v19, v19, v20, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v21, 0x2300, v21, vcc_lo
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_cmp_ne_u16_e64 vcc_lo, 0x7f, v210 /*v722*/
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	v_cvt_f32_f16_e64 v208 /*v720*/, v19
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_bitop3_b16 v18, v21, v18, 0x8000 bitop3:0xf8
	s_set_vgpr_msb 0x44                     ;  msbs: dst=1 src0=0 src1=1 src2=0
	v_cndmask_b32_e32 v6 /*v262*/, 0x7e00, v6 /*v262*/, vcc_lo
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_cmp_ne_u16_e64 vcc_lo, 0, v210 /*v722*/
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	v_cvt_f32_f16_e64 v209 /*v721*/, v18
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 42 20                         ; generate.py:42:20
	ds_load_b128 v[142:145], v146 /*v658*/ offset:736
	ds_load_b128 v[106:109], v146 /*v658*/ offset:752
	s_set_vgpr_msb 0x42                     ;  msbs: dst=1 src0=2 src1=0 src2=0
	ds_load_b128 v[234:237] /*v[490:493]*/, v146 /*v658*/ offset:768
	ds_load_b128 v[210:213] /*v[466:469]*/, v146 /*v658*/ offset:784
	ds_load_b128 v[186:189] /*v[442:445]*/, v146 /*v658*/ offset:800
	ds_load_b128 v[162:165] /*v[418:421]*/, v146 /*v658*/ offset:816
	ds_load_b128 v[134:137] /*v[390:393]*/, v146 /*v658*/ offset:832
	ds_load_b128 v[110:113] /*v[366:369]*/, v146 /*v658*/ offset:848
	ds_load_b128 v[82:85] /*v[338:341]*/, v146 /*v658*/ offset:864
	ds_load_b128 v[50:53] /*v[306:309]*/, v146 /*v658*/ offset:880
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	ds_load_b128 v[234:237], v146 /*v658*/ offset:896
	ds_load_b128 v[222:225], v146 /*v658*/ offset:912
	ds_load_b128 v[206:209], v146 /*v658*/ offset:928
	ds_load_b128 v[194:197], v146 /*v658*/ offset:944
	ds_load_b128 v[170:173], v146 /*v658*/ offset:960
	ds_load_b128 v[126:129], v146 /*v658*/ offset:976
	ds_load_b128 v[90:93], v146 /*v658*/ offset:992
	ds_load_b128 v[62:65], v146 /*v658*/ offset:1008
	s_set_vgpr_msb 0x42                     ;  msbs: dst=1 src0=2 src1=0 src2=0
	ds_load_b128 v[230:233] /*v[486:489]*/, v146 /*v658*/ offset:8192
	ds_load_b128 v[206:209] /*v[462:465]*/, v146 /*v658*/ offset:8208
	ds_load_b128 v[182:185] /*v[438:441]*/, v146 /*v658*/ offset:8224
	ds_load_b128 v[158:161] /*v[414:417]*/, v146 /*v658*/ offset:8240
	ds_load_b128 v[130:133] /*v[386:389]*/, v146 /*v658*/ offset:8256
	ds_load_b128 v[106:109] /*v[362:365]*/, v146 /*v658*/ offset:8272
	ds_load_b128 v[78:81] /*v[334:337]*/, v146 /*v658*/ offset:8288
	ds_load_b128 v[46:49] /*v[302:305]*/, v146 /*v658*/ offset:8304
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	ds_load_b128 v[186:189], v146 /*v658*/ offset:8320
	ds_load_b128 v[146:149], v146 /*v658*/ offset:8336
	ds_load_b128 v[130:133], v146 /*v658*/ offset:8352
	ds_load_b128 v[118:121], v146 /*v658*/ offset:8368
	ds_load_b128 v[110:113], v146 /*v658*/ offset:8384
	ds_load_b128 v[98:101], v146 /*v658*/ offset:8400
	ds_load_b128 v[86:89], v146 /*v658*/ offset:8416
	ds_load_b128 v[70:73], v146 /*v658*/ offset:8432
	s_set_vgpr_msb 0x42                     ;  msbs: dst=1 src0=2 src1=0 src2=0
	ds_load_b128 v[238:241] /*v[494:497]*/, v146 /*v658*/ offset:8448
	ds_load_b128 v[214:217] /*v[470:473]*/, v146 /*v658*/ offset:8464
	ds_load_b128 v[190:193] /*v[446:449]*/, v146 /*v658*/ offset:8480
	ds_load_b128 v[166:169] /*v[422:425]*/, v146 /*v658*/ offset:8496
	ds_load_b128 v[138:141] /*v[394:397]*/, v146 /*v658*/ offset:8512
	ds_load_b128 v[114:117] /*v[370:373]*/, v146 /*v658*/ offset:8528
	ds_load_b128 v[86:89] /*v[342:345]*/, v146 /*v658*/ offset:8544
	ds_load_b128 v[58:61] /*v[314:317]*/, v146 /*v658*/ offset:8560
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	ds_load_b128 v[166:169], v146 /*v658*/ offset:8576
	ds_load_b128 v[102:105], v146 /*v658*/ offset:8592
	ds_load_b128 v[78:81], v146 /*v658*/ offset:8608
	ds_load_b128 v[54:57], v146 /*v658*/ offset:8624
	ds_load_b128 v[46:49], v146 /*v658*/ offset:8640
	ds_load_b128 v[34:37], v146 /*v658*/ offset:8656
	ds_load_b128 v[26:29], v146 /*v658*/ offset:8672
	ds_load_b128 v[18:21], v146 /*v658*/ offset:8688
	s_set_vgpr_msb 0x42                     ;  msbs: dst=1 src0=2 src1=0 src2=0
	ds_load_b128 v[242:245] /*v[498:501]*/, v146 /*v658*/ offset:8704
	ds_load_b128 v[218:221] /*v[474:477]*/, v146 /*v658*/ offset:8720
	ds_load_b128 v[194:197] /*v[450:453]*/, v146 /*v658*/ offset:8736
	ds_load_b128 v[170:173] /*v[426:429]*/, v146 /*v658*/ offset:8752
	ds_load_b128 v[146:149] /*v[402:405]*/, v146 /*v658*/ offset:8768
	ds_load_b128 v[118:121] /*v[374:377]*/, v146 /*v658*/ offset:8784
	ds_load_b128 v[90:93] /*v[346:349]*/, v146 /*v658*/ offset:8800
	ds_load_b128 v[62:65] /*v[318:321]*/, v146 /*v658*/ offset:8816
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	ds_load_b128 v[82:85], v146 /*v658*/ offset:8832
	ds_load_b128 v[66:69], v146 /*v658*/ offset:8848
	ds_load_b128 v[58:61], v146 /*v658*/ offset:8864
	ds_load_b128 v[50:53], v146 /*v658*/ offset:8880
	ds_load_b128 v[42:45], v146 /*v658*/ offset:8896
	ds_load_b128 v[38:41], v146 /*v658*/ offset:8912
	ds_load_b128 v[30:33], v146 /*v658*/ offset:8928
	ds_load_b128 v[22:25], v146 /*v658*/ offset:8944
	s_set_vgpr_msb 0x84                     ;  msbs: dst=2 src0=0 src1=1 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	v_cndmask_b32_e32 v212 /*v724*/, 0, v6 /*v262*/, vcc_lo
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_cmp_ne_u16_e64 vcc_lo, 1, v210 /*v722*/
	s_set_vgpr_msb 0x82                     ;  msbs: dst=2 src0=2 src1=0 src2=0
	.loc	1 42 20                         ; generate.py:42:20
	ds_load_b128 v[14:17] /*v[526:529]*/, v146 /*v658*/ offset:8960
	ds_load_b128 v[10:13] /*v[522:525]*/, v146 /*v658*/ offset:8976
	ds_load_b128 v[6:9] /*v[518:521]*/, v146 /*v658*/ offset:8992
	ds_load_b128 v[2:5] /*v[514:517]*/, v146 /*v658*/ offset:9008
	s_set_vgpr_msb 0x42                     ;  msbs: dst=1 src0=2 src1=0 src2=0
	ds_load_b128 v[254:257] /*v[510:513]*/, v146 /*v658*/ offset:9024
	ds_load_b128 v[250:253] /*v[506:509]*/, v146 /*v658*/ offset:9040
	ds_load_b128 v[246:249] /*v[502:505]*/, v146 /*v658*/ offset:9056
	ds_load_b128 v[226:229] /*v[482:485]*/, v146 /*v658*/ offset:9072
	ds_load_b128 v[54:57] /*v[310:313]*/, v146 /*v658*/ offset:9088
	ds_load_b128 v[42:45] /*v[298:301]*/, v146 /*v658*/ offset:9104
	ds_load_b128 v[34:37] /*v[290:293]*/, v146 /*v658*/ offset:9120
	ds_load_b128 v[26:29] /*v[282:285]*/, v146 /*v658*/ offset:9136
	ds_load_b128 v[18:21] /*v[274:277]*/, v146 /*v658*/ offset:9152
	ds_load_b128 v[10:13] /*v[266:269]*/, v146 /*v658*/ offset:9168
	s_set_vgpr_msb 0x88                     ;  msbs: dst=2 src0=0 src1=2 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	v_cndmask_b32_e32 v212 /*v724*/, 0x1800, v212 /*v724*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 2, v210 /*v722*/
	s_set_vgpr_msb 0x42                     ;  msbs: dst=1 src0=2 src1=0 src2=0
	.loc	1 42 20                         ; generate.py:42:20
	ds_load_b128 v[14:17] /*v[270:273]*/, v146 /*v658*/ offset:9184
	ds_load_b128 v[6:9] /*v[262:265]*/, v146 /*v658*/ offset:9200
	.loc	1 43 20                         ; generate.py:43:20
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_set_vgpr_msb 0x88                     ;  msbs: dst=2 src0=0 src1=2 src2=0
	v_cndmask_b32_e32 v212 /*v724*/, 0x1c00, v212 /*v724*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 0x7f, v213 /*v725*/
	s_set_vgpr_msb 42                       ;  msbs: dst=0 src0=2 src1=2 src2=2
	ds_store_2addr_stride64_b32 v175 /*v687*/, v208 /*v720*/, v209 /*v721*/ offset1:2
	s_set_vgpr_msb 0x8a                     ;  msbs: dst=2 src0=2 src1=2 src2=0
	v_cndmask_b32_e32 v211 /*v723*/, 0x7e00, v211 /*v723*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 3, v210 /*v722*/
	v_cndmask_b32_e32 v212 /*v724*/, 0x1e00, v212 /*v724*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 0, v213 /*v725*/
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v211 /*v723*/, 0, v211 /*v723*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 4, v210 /*v722*/
	v_cndmask_b32_e32 v212 /*v724*/, 0x2000, v212 /*v724*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 1, v213 /*v725*/
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v208 /*v720*/, 0x1800, v211 /*v723*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 5, v210 /*v722*/
	v_lshlrev_b16 v211 /*v723*/, 7, v205 /*v717*/
	v_cndmask_b32_e32 v209 /*v721*/, 0x2100, v212 /*v724*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 2, v213 /*v725*/
	v_and_b32_e32 v211 /*v723*/, 0x3f80, v211 /*v723*/
	v_and_b32_e32 v212 /*v724*/, 0x7f, v204 /*v716*/
	v_cndmask_b32_e32 v208 /*v720*/, 0x1c00, v208 /*v720*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 6, v210 /*v722*/
	s_delay_alu instid0(VALU_DEP_4)
	v_add_nc_u16 v211 /*v723*/, 0x2000, v211 /*v723*/
	v_cndmask_b32_e32 v209 /*v721*/, 0x2200, v209 /*v721*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 3, v213 /*v725*/
	v_cndmask_b32_e32 v208 /*v720*/, 0x1e00, v208 /*v720*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 7, v210 /*v722*/
	v_and_b32_e32 v210 /*v722*/, 0x7f, v205 /*v717*/
	v_lshlrev_b16 v205 /*v717*/, 8, v205 /*v717*/
	v_cndmask_b32_e32 v209 /*v721*/, 0x2300, v209 /*v721*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 4, v213 /*v725*/
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_bitop3_b16 v207 /*v719*/, v209 /*v721*/, v207 /*v719*/, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v208 /*v720*/, 0x2000, v208 /*v720*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 0x7f, v210 /*v722*/
	v_cvt_f32_f16_e64 v207 /*v719*/, v207 /*v719*/
	v_cndmask_b32_e32 v209 /*v721*/, 0x7e00, v211 /*v723*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 5, v213 /*v725*/
	v_lshlrev_b16 v211 /*v723*/, 7, v204 /*v716*/
	v_lshlrev_b16 v204 /*v716*/, 8, v204 /*v716*/
	v_cndmask_b32_e32 v208 /*v720*/, 0x2100, v208 /*v720*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 0, v210 /*v722*/
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_and_b32_e32 v211 /*v723*/, 0x3f80, v211 /*v723*/
	v_cndmask_b32_e32 v209 /*v721*/, 0, v209 /*v721*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 6, v213 /*v725*/
	v_add_nc_u16 v211 /*v723*/, 0x2000, v211 /*v723*/
	v_cndmask_b32_e32 v208 /*v720*/, 0x2200, v208 /*v720*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 1, v210 /*v722*/
	v_cndmask_b32_e32 v209 /*v721*/, 0x1800, v209 /*v721*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 2, v210 /*v722*/
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v209 /*v721*/, 0x1c00, v209 /*v721*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 7, v213 /*v725*/
	v_cndmask_b32_e32 v208 /*v720*/, 0x2300, v208 /*v720*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 0x7f, v212 /*v724*/
	v_bitop3_b16 v206 /*v718*/, v208 /*v720*/, v206 /*v718*/, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v211 /*v723*/, 0x7e00, v211 /*v723*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 3, v210 /*v722*/
	s_delay_alu instid0(VALU_DEP_3)
	v_cvt_f32_f16_e64 v206 /*v718*/, v206 /*v718*/
	v_cndmask_b32_e32 v209 /*v721*/, 0x1e00, v209 /*v721*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 0, v212 /*v724*/
	s_set_vgpr_msb 42                       ;  msbs: dst=0 src0=2 src1=2 src2=2
	ds_store_2addr_stride64_b32 v175 /*v687*/, v207 /*v719*/, v206 /*v718*/ offset0:4 offset1:6
	s_set_vgpr_msb 0x8a                     ;  msbs: dst=2 src0=2 src1=2 src2=0
	v_cndmask_b32_e32 v208 /*v720*/, 0, v211 /*v723*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 4, v210 /*v722*/
	v_lshlrev_b16 v211 /*v723*/, 7, v202 /*v714*/
	v_cndmask_b32_e32 v209 /*v721*/, 0x2000, v209 /*v721*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 1, v212 /*v724*/
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_and_b32_e32 v206 /*v718*/, 0x3f80, v211 /*v723*/
	v_cndmask_b32_e32 v208 /*v720*/, 0x1800, v208 /*v720*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 5, v210 /*v722*/
	v_add_nc_u16 v206 /*v718*/, 0x2000, v206 /*v718*/
	v_cndmask_b32_e32 v209 /*v721*/, 0x2100, v209 /*v721*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 2, v212 /*v724*/
	v_cndmask_b32_e32 v208 /*v720*/, 0x1c00, v208 /*v720*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 6, v210 /*v722*/
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v209 /*v721*/, 0x2200, v209 /*v721*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 3, v212 /*v724*/
	v_cndmask_b32_e32 v208 /*v720*/, 0x1e00, v208 /*v720*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 7, v210 /*v722*/
	v_and_b32_e32 v210 /*v722*/, 0x7f, v203 /*v715*/
	v_cndmask_b32_e32 v209 /*v721*/, 0x2300, v209 /*v721*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 4, v212 /*v724*/
	s_delay_alu instid0(VALU_DEP_2)
	v_bitop3_b16 v205 /*v717*/, v209 /*v721*/, v205 /*v717*/, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v207 /*v719*/, 0x2000, v208 /*v720*/, vcc_lo
	v_and_b32_e32 v208 /*v720*/, 0x7f, v202 /*v714*/
	v_cmp_ne_u16_e64 vcc_lo, 5, v212 /*v724*/
	v_lshlrev_b16 v209 /*v721*/, 7, v203 /*v715*/
	v_cvt_f32_f16_e64 v205 /*v717*/, v205 /*v717*/
	v_lshlrev_b16 v202 /*v714*/, 8, v202 /*v714*/
	v_lshlrev_b16 v203 /*v715*/, 8, v203 /*v715*/
	v_cndmask_b32_e32 v207 /*v719*/, 0x2100, v207 /*v719*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 0x7f, v208 /*v720*/
	v_and_b32_e32 v209 /*v721*/, 0x3f80, v209 /*v721*/
	v_cndmask_b32_e32 v206 /*v718*/, 0x7e00, v206 /*v718*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 6, v212 /*v724*/
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_add_nc_u16 v209 /*v721*/, 0x2000, v209 /*v721*/
	v_cndmask_b32_e32 v207 /*v719*/, 0x2200, v207 /*v719*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 0, v208 /*v720*/
	v_cndmask_b32_e32 v206 /*v718*/, 0, v206 /*v718*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 7, v212 /*v724*/
	v_cndmask_b32_e32 v207 /*v719*/, 0x2300, v207 /*v719*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 1, v208 /*v720*/
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_bitop3_b16 v204 /*v716*/, v207 /*v719*/, v204 /*v716*/, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v206 /*v718*/, 0x1800, v206 /*v718*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 0x7f, v210 /*v722*/
	v_cvt_f32_f16_e64 v204 /*v716*/, v204 /*v716*/
	v_cndmask_b32_e32 v207 /*v719*/, 0x7e00, v209 /*v721*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 2, v208 /*v720*/
	s_set_vgpr_msb 42                       ;  msbs: dst=0 src0=2 src1=2 src2=2
	ds_store_2addr_stride64_b32 v175 /*v687*/, v205 /*v717*/, v204 /*v716*/ offset0:8 offset1:10
	s_set_vgpr_msb 0x8a                     ;  msbs: dst=2 src0=2 src1=2 src2=0
	v_cndmask_b32_e32 v206 /*v718*/, 0x1c00, v206 /*v718*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 0, v210 /*v722*/
	v_cndmask_b32_e32 v207 /*v719*/, 0, v207 /*v719*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 3, v208 /*v720*/
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v206 /*v718*/, 0x1e00, v206 /*v718*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 1, v210 /*v722*/
	v_cndmask_b32_e32 v207 /*v719*/, 0x1800, v207 /*v719*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 4, v208 /*v720*/
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v206 /*v718*/, 0x2000, v206 /*v718*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 2, v210 /*v722*/
	v_cndmask_b32_e32 v204 /*v716*/, 0x1c00, v207 /*v719*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 5, v208 /*v720*/
	v_and_b32_e32 v207 /*v719*/, 0x7f, v201 /*v713*/
	v_cndmask_b32_e32 v205 /*v717*/, 0x2100, v206 /*v718*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 3, v210 /*v722*/
	v_lshlrev_b16 v206 /*v718*/, 7, v201 /*v713*/
	v_lshlrev_b16 v201 /*v713*/, 8, v201 /*v713*/
	v_cndmask_b32_e32 v204 /*v716*/, 0x1e00, v204 /*v716*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 6, v208 /*v720*/
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_and_b32_e32 v206 /*v718*/, 0x3f80, v206 /*v718*/
	v_cndmask_b32_e32 v205 /*v717*/, 0x2200, v205 /*v717*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 4, v210 /*v722*/
	v_add_nc_u16 v206 /*v718*/, 0x2000, v206 /*v718*/
	v_cndmask_b32_e32 v204 /*v716*/, 0x2000, v204 /*v716*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 5, v210 /*v722*/
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v204 /*v716*/, 0x2100, v204 /*v716*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 7, v208 /*v720*/
	v_lshlrev_b16 v208 /*v720*/, 7, v200 /*v712*/
	v_cndmask_b32_e32 v205 /*v717*/, 0x2300, v205 /*v717*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 0x7f, v207 /*v719*/
	v_bitop3_b16 v202 /*v714*/, v205 /*v717*/, v202 /*v714*/, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v206 /*v718*/, 0x7e00, v206 /*v718*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 6, v210 /*v722*/
	v_and_b32_e32 v205 /*v717*/, 0x3f80, v208 /*v720*/
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_cvt_f32_f16_e64 v202 /*v714*/, v202 /*v714*/
	v_cndmask_b32_e32 v204 /*v716*/, 0x2200, v204 /*v716*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 0, v207 /*v719*/
	v_add_nc_u16 v205 /*v717*/, 0x2000, v205 /*v717*/
	v_cndmask_b32_e32 v206 /*v718*/, 0, v206 /*v718*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 7, v210 /*v722*/
	v_cndmask_b32_e32 v204 /*v716*/, 0x2300, v204 /*v716*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 1, v207 /*v719*/
	s_delay_alu instid0(VALU_DEP_2)
	v_bitop3_b16 v203 /*v715*/, v204 /*v716*/, v203 /*v715*/, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v206 /*v718*/, 0x1800, v206 /*v718*/, vcc_lo
	v_and_b32_e32 v204 /*v716*/, 0x7f, v200 /*v712*/
	v_cmp_ne_u16_e64 vcc_lo, 2, v207 /*v719*/
	v_lshlrev_b16 v200 /*v712*/, 8, v200 /*v712*/
	v_cvt_f32_f16_e64 v203 /*v715*/, v203 /*v715*/
	v_cndmask_b32_e32 v206 /*v718*/, 0x1c00, v206 /*v718*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 0x7f, v204 /*v716*/
	s_set_vgpr_msb 42                       ;  msbs: dst=0 src0=2 src1=2 src2=2
	ds_store_2addr_stride64_b32 v175 /*v687*/, v202 /*v714*/, v203 /*v715*/ offset0:12 offset1:14
	s_set_vgpr_msb 0x8a                     ;  msbs: dst=2 src0=2 src1=2 src2=0
	v_cndmask_b32_e32 v205 /*v717*/, 0x7e00, v205 /*v717*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 3, v207 /*v719*/
	v_cndmask_b32_e32 v206 /*v718*/, 0x1e00, v206 /*v718*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 0, v204 /*v716*/
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v205 /*v717*/, 0, v205 /*v717*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 4, v207 /*v719*/
	v_cndmask_b32_e32 v206 /*v718*/, 0x2000, v206 /*v718*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 1, v204 /*v716*/
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v202 /*v714*/, 0x1800, v205 /*v717*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 5, v207 /*v719*/
	v_lshlrev_b16 v205 /*v717*/, 7, v199 /*v711*/
	v_cndmask_b32_e32 v203 /*v715*/, 0x2100, v206 /*v718*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 2, v204 /*v716*/
	v_and_b32_e32 v205 /*v717*/, 0x3f80, v205 /*v717*/
	v_and_b32_e32 v206 /*v718*/, 0x7f, v199 /*v711*/
	v_lshlrev_b16 v199 /*v711*/, 8, v199 /*v711*/
	v_cndmask_b32_e32 v202 /*v714*/, 0x1c00, v202 /*v714*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 6, v207 /*v719*/
	v_add_nc_u16 v205 /*v717*/, 0x2000, v205 /*v717*/
	v_cndmask_b32_e32 v203 /*v715*/, 0x2200, v203 /*v715*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 3, v204 /*v716*/
	v_cndmask_b32_e32 v202 /*v714*/, 0x1e00, v202 /*v714*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 7, v207 /*v719*/
	v_and_b32_e32 v207 /*v719*/, 0x7f, v198 /*v710*/
	v_cndmask_b32_e32 v203 /*v715*/, 0x2300, v203 /*v715*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 4, v204 /*v716*/
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_bitop3_b16 v201 /*v713*/, v203 /*v715*/, v201 /*v713*/, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v202 /*v714*/, 0x2000, v202 /*v714*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 0x7f, v206 /*v718*/
	v_cvt_f32_f16_e64 v201 /*v713*/, v201 /*v713*/
	v_cndmask_b32_e32 v203 /*v715*/, 0x7e00, v205 /*v717*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 5, v204 /*v716*/
	v_lshlrev_b16 v205 /*v717*/, 7, v198 /*v710*/
	v_lshlrev_b16 v198 /*v710*/, 8, v198 /*v710*/
	v_cndmask_b32_e32 v202 /*v714*/, 0x2100, v202 /*v714*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 0, v206 /*v718*/
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_and_b32_e32 v205 /*v717*/, 0x3f80, v205 /*v717*/
	v_cndmask_b32_e32 v203 /*v715*/, 0, v203 /*v715*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 6, v204 /*v716*/
	v_add_nc_u16 v205 /*v717*/, 0x2000, v205 /*v717*/
	v_cndmask_b32_e32 v202 /*v714*/, 0x2200, v202 /*v714*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 1, v206 /*v718*/
	v_cndmask_b32_e32 v203 /*v715*/, 0x1800, v203 /*v715*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 2, v206 /*v718*/
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v203 /*v715*/, 0x1c00, v203 /*v715*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 7, v204 /*v716*/
	v_cndmask_b32_e32 v202 /*v714*/, 0x2300, v202 /*v714*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 0x7f, v207 /*v719*/
	v_bitop3_b16 v200 /*v712*/, v202 /*v714*/, v200 /*v712*/, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v204 /*v716*/, 0x7e00, v205 /*v717*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 3, v206 /*v718*/
	s_delay_alu instid0(VALU_DEP_3)
	v_cvt_f32_f16_e64 v200 /*v712*/, v200 /*v712*/
	v_cndmask_b32_e32 v203 /*v715*/, 0x1e00, v203 /*v715*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 0, v207 /*v719*/
	s_set_vgpr_msb 42                       ;  msbs: dst=0 src0=2 src1=2 src2=2
	ds_store_2addr_stride64_b32 v175 /*v687*/, v201 /*v713*/, v200 /*v712*/ offset0:16 offset1:18
	s_set_vgpr_msb 0x8a                     ;  msbs: dst=2 src0=2 src1=2 src2=0
	v_cndmask_b32_e32 v202 /*v714*/, 0, v204 /*v716*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 4, v206 /*v718*/
	v_lshlrev_b16 v204 /*v716*/, 7, v196 /*v708*/
	v_cndmask_b32_e32 v203 /*v715*/, 0x2000, v203 /*v715*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 1, v207 /*v719*/
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_and_b32_e32 v200 /*v712*/, 0x3f80, v204 /*v716*/
	v_and_b32_e32 v204 /*v716*/, 0x7f, v197 /*v709*/
	v_cndmask_b32_e32 v202 /*v714*/, 0x1800, v202 /*v714*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 5, v206 /*v718*/
	v_add_nc_u16 v200 /*v712*/, 0x2000, v200 /*v712*/
	v_cndmask_b32_e32 v203 /*v715*/, 0x2100, v203 /*v715*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 2, v207 /*v719*/
	v_cndmask_b32_e32 v202 /*v714*/, 0x1c00, v202 /*v714*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 6, v206 /*v718*/
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v203 /*v715*/, 0x2200, v203 /*v715*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 3, v207 /*v719*/
	v_cndmask_b32_e32 v202 /*v714*/, 0x1e00, v202 /*v714*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 7, v206 /*v718*/
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v203 /*v715*/, 0x2300, v203 /*v715*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 4, v207 /*v719*/
	v_bitop3_b16 v199 /*v711*/, v203 /*v715*/, v199 /*v711*/, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v201 /*v713*/, 0x2000, v202 /*v714*/, vcc_lo
	v_and_b32_e32 v202 /*v714*/, 0x7f, v196 /*v708*/
	v_cmp_ne_u16_e64 vcc_lo, 5, v207 /*v719*/
	v_lshlrev_b16 v203 /*v715*/, 7, v197 /*v709*/
	v_cvt_f32_f16_e64 v199 /*v711*/, v199 /*v711*/
	v_lshlrev_b16 v196 /*v708*/, 8, v196 /*v708*/
	v_lshlrev_b16 v197 /*v709*/, 8, v197 /*v709*/
	v_cndmask_b32_e32 v201 /*v713*/, 0x2100, v201 /*v713*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 0x7f, v202 /*v714*/
	v_and_b32_e32 v203 /*v715*/, 0x3f80, v203 /*v715*/
	v_cndmask_b32_e32 v200 /*v712*/, 0x7e00, v200 /*v712*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 6, v207 /*v719*/
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_add_nc_u16 v203 /*v715*/, 0x2000, v203 /*v715*/
	v_cndmask_b32_e32 v201 /*v713*/, 0x2200, v201 /*v713*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 0, v202 /*v714*/
	v_cndmask_b32_e32 v200 /*v712*/, 0, v200 /*v712*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 7, v207 /*v719*/
	v_cndmask_b32_e32 v201 /*v713*/, 0x2300, v201 /*v713*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 1, v202 /*v714*/
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_bitop3_b16 v198 /*v710*/, v201 /*v713*/, v198 /*v710*/, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v200 /*v712*/, 0x1800, v200 /*v712*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 0x7f, v204 /*v716*/
	v_cvt_f32_f16_e64 v198 /*v710*/, v198 /*v710*/
	v_cndmask_b32_e32 v201 /*v713*/, 0x7e00, v203 /*v715*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 2, v202 /*v714*/
	s_set_vgpr_msb 42                       ;  msbs: dst=0 src0=2 src1=2 src2=2
	ds_store_2addr_stride64_b32 v175 /*v687*/, v199 /*v711*/, v198 /*v710*/ offset0:20 offset1:22
	s_set_vgpr_msb 0x8a                     ;  msbs: dst=2 src0=2 src1=2 src2=0
	v_cndmask_b32_e32 v200 /*v712*/, 0x1c00, v200 /*v712*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 0, v204 /*v716*/
	v_cndmask_b32_e32 v201 /*v713*/, 0, v201 /*v713*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 3, v202 /*v714*/
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v200 /*v712*/, 0x1e00, v200 /*v712*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 1, v204 /*v716*/
	v_cndmask_b32_e32 v201 /*v713*/, 0x1800, v201 /*v713*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 4, v202 /*v714*/
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v200 /*v712*/, 0x2000, v200 /*v712*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 2, v204 /*v716*/
	v_cndmask_b32_e32 v198 /*v710*/, 0x1c00, v201 /*v713*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 5, v202 /*v714*/
	v_and_b32_e32 v201 /*v713*/, 0x7f, v195 /*v707*/
	v_cndmask_b32_e32 v199 /*v711*/, 0x2100, v200 /*v712*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 3, v204 /*v716*/
	v_lshlrev_b16 v200 /*v712*/, 7, v195 /*v707*/
	v_lshlrev_b16 v195 /*v707*/, 8, v195 /*v707*/
	v_cndmask_b32_e32 v198 /*v710*/, 0x1e00, v198 /*v710*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 6, v202 /*v714*/
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_and_b32_e32 v200 /*v712*/, 0x3f80, v200 /*v712*/
	v_cndmask_b32_e32 v199 /*v711*/, 0x2200, v199 /*v711*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 4, v204 /*v716*/
	v_add_nc_u16 v200 /*v712*/, 0x2000, v200 /*v712*/
	v_cndmask_b32_e32 v198 /*v710*/, 0x2000, v198 /*v710*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 5, v204 /*v716*/
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v198 /*v710*/, 0x2100, v198 /*v710*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 7, v202 /*v714*/
	v_lshlrev_b16 v202 /*v714*/, 7, v194 /*v706*/
	v_cndmask_b32_e32 v199 /*v711*/, 0x2300, v199 /*v711*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 0x7f, v201 /*v713*/
	v_bitop3_b16 v196 /*v708*/, v199 /*v711*/, v196 /*v708*/, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v200 /*v712*/, 0x7e00, v200 /*v712*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 6, v204 /*v716*/
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_cvt_f32_f16_e64 v196 /*v708*/, v196 /*v708*/
	v_cndmask_b32_e32 v198 /*v710*/, 0x2200, v198 /*v710*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 0, v201 /*v713*/
	v_cndmask_b32_e32 v200 /*v712*/, 0, v200 /*v712*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 7, v204 /*v716*/
	v_cndmask_b32_e32 v198 /*v710*/, 0x2300, v198 /*v710*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 1, v201 /*v713*/
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_bitop3_b16 v197 /*v709*/, v198 /*v710*/, v197 /*v709*/, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v200 /*v712*/, 0x1800, v200 /*v712*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 2, v201 /*v713*/
	v_and_b32_e32 v198 /*v710*/, 0x3f80, v202 /*v714*/
	v_cvt_f32_f16_e64 v197 /*v709*/, v197 /*v709*/
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e32 v199 /*v711*/, 0x1c00, v200 /*v712*/, vcc_lo
	v_and_b32_e32 v200 /*v712*/, 0x7f, v194 /*v706*/
	v_cmp_ne_u16_e64 vcc_lo, 3, v201 /*v713*/
	v_add_nc_u16 v198 /*v710*/, 0x2000, v198 /*v710*/
	s_set_vgpr_msb 42                       ;  msbs: dst=0 src0=2 src1=2 src2=2
	ds_store_2addr_stride64_b32 v175 /*v687*/, v196 /*v708*/, v197 /*v709*/ offset0:24 offset1:26
	s_set_vgpr_msb 0x8a                     ;  msbs: dst=2 src0=2 src1=2 src2=0
	v_lshlrev_b16 v194 /*v706*/, 8, v194 /*v706*/
	v_cndmask_b32_e32 v199 /*v711*/, 0x1e00, v199 /*v711*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 0x7f, v200 /*v712*/
	v_cndmask_b32_e32 v198 /*v710*/, 0x7e00, v198 /*v710*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 4, v201 /*v713*/
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v199 /*v711*/, 0x2000, v199 /*v711*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 0, v200 /*v712*/
	v_cndmask_b32_e32 v196 /*v708*/, 0, v198 /*v710*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 5, v201 /*v713*/
	v_lshlrev_b16 v198 /*v710*/, 7, v193 /*v705*/
	v_cndmask_b32_e32 v197 /*v709*/, 0x2100, v199 /*v711*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 1, v200 /*v712*/
	s_delay_alu instid0(VALU_DEP_3)
	v_and_b32_e32 v198 /*v710*/, 0x3f80, v198 /*v710*/
	v_and_b32_e32 v199 /*v711*/, 0x7f, v193 /*v705*/
	v_lshlrev_b16 v193 /*v705*/, 8, v193 /*v705*/
	v_cndmask_b32_e32 v196 /*v708*/, 0x1800, v196 /*v708*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 6, v201 /*v713*/
	v_add_nc_u16 v198 /*v710*/, 0x2000, v198 /*v710*/
	v_cndmask_b32_e32 v197 /*v709*/, 0x2200, v197 /*v709*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 2, v200 /*v712*/
	v_cndmask_b32_e32 v196 /*v708*/, 0x1c00, v196 /*v708*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 3, v200 /*v712*/
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v196 /*v708*/, 0x1e00, v196 /*v708*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 7, v201 /*v713*/
	v_cndmask_b32_e32 v197 /*v709*/, 0x2300, v197 /*v709*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 0x7f, v199 /*v711*/
	v_bitop3_b16 v195 /*v707*/, v197 /*v709*/, v195 /*v707*/, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v198 /*v710*/, 0x7e00, v198 /*v710*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 4, v200 /*v712*/
	s_delay_alu instid0(VALU_DEP_3)
	v_cvt_f32_f16_e64 v195 /*v707*/, v195 /*v707*/
	v_cndmask_b32_e32 v196 /*v708*/, 0x2000, v196 /*v708*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 0, v199 /*v711*/
	v_cndmask_b32_e32 v197 /*v709*/, 0, v198 /*v710*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 5, v200 /*v712*/
	v_lshlrev_b16 v198 /*v710*/, 7, v192 /*v704*/
	v_cndmask_b32_e32 v196 /*v708*/, 0x2100, v196 /*v708*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 1, v199 /*v711*/
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_and_b32_e32 v198 /*v710*/, 0x3f80, v198 /*v710*/
	v_cndmask_b32_e32 v197 /*v709*/, 0x1800, v197 /*v709*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 6, v200 /*v712*/
	v_add_nc_u16 v198 /*v710*/, 0x2000, v198 /*v710*/
	v_cndmask_b32_e32 v196 /*v708*/, 0x2200, v196 /*v708*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 2, v199 /*v711*/
	v_cndmask_b32_e32 v197 /*v709*/, 0x1c00, v197 /*v709*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 7, v200 /*v712*/
	v_and_b32_e32 v200 /*v712*/, 0x7f, v192 /*v704*/
	v_lshlrev_b16 v192 /*v704*/, 8, v192 /*v704*/
	v_cndmask_b32_e32 v196 /*v708*/, 0x2300, v196 /*v708*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 3, v199 /*v711*/
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_bitop3_b16 v194 /*v706*/, v196 /*v708*/, v194 /*v706*/, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v197 /*v709*/, 0x1e00, v197 /*v709*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 0x7f, v200 /*v712*/
	v_cvt_f32_f16_e64 v194 /*v706*/, v194 /*v706*/
	v_cndmask_b32_e32 v196 /*v708*/, 0x7e00, v198 /*v710*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 4, v199 /*v711*/
	v_lshlrev_b16 v198 /*v710*/, 7, v190 /*v702*/
	s_set_vgpr_msb 42                       ;  msbs: dst=0 src0=2 src1=2 src2=2
	ds_store_2addr_stride64_b32 v175 /*v687*/, v195 /*v707*/, v194 /*v706*/ offset0:28 offset1:30
	s_set_vgpr_msb 0x8a                     ;  msbs: dst=2 src0=2 src1=2 src2=0
	v_cndmask_b32_e32 v197 /*v709*/, 0x2000, v197 /*v709*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 0, v200 /*v712*/
	v_and_b32_e32 v194 /*v706*/, 0x3f80, v198 /*v710*/
	v_and_b32_e32 v198 /*v710*/, 0x7f, v191 /*v703*/
	v_cndmask_b32_e32 v196 /*v708*/, 0, v196 /*v708*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 5, v199 /*v711*/
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_add_nc_u16 v194 /*v706*/, 0x2000, v194 /*v706*/
	v_cndmask_b32_e32 v197 /*v709*/, 0x2100, v197 /*v709*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 1, v200 /*v712*/
	v_cndmask_b32_e32 v196 /*v708*/, 0x1800, v196 /*v708*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 6, v199 /*v711*/
	v_cndmask_b32_e32 v197 /*v709*/, 0x2200, v197 /*v709*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 2, v200 /*v712*/
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v196 /*v708*/, 0x1c00, v196 /*v708*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 7, v199 /*v711*/
	v_cndmask_b32_e32 v197 /*v709*/, 0x2300, v197 /*v709*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 3, v200 /*v712*/
	s_delay_alu instid0(VALU_DEP_2)
	v_bitop3_b16 v193 /*v705*/, v197 /*v709*/, v193 /*v705*/, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v196 /*v708*/, 0x1e00, v196 /*v708*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 4, v200 /*v712*/
	v_and_b32_e32 v197 /*v709*/, 0x7f, v190 /*v702*/
	v_lshlrev_b16 v190 /*v702*/, 8, v190 /*v702*/
	v_cvt_f32_f16_e64 v193 /*v705*/, v193 /*v705*/
	v_cndmask_b32_e32 v195 /*v707*/, 0x2000, v196 /*v708*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 5, v200 /*v712*/
	v_lshlrev_b16 v196 /*v708*/, 7, v191 /*v703*/
	v_lshlrev_b16 v191 /*v703*/, 8, v191 /*v703*/
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v195 /*v707*/, 0x2100, v195 /*v707*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 0x7f, v197 /*v709*/
	v_and_b32_e32 v196 /*v708*/, 0x3f80, v196 /*v708*/
	v_cndmask_b32_e32 v194 /*v706*/, 0x7e00, v194 /*v706*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 6, v200 /*v712*/
	s_delay_alu instid0(VALU_DEP_3)
	v_add_nc_u16 v196 /*v708*/, 0x2000, v196 /*v708*/
	v_cndmask_b32_e32 v195 /*v707*/, 0x2200, v195 /*v707*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 0, v197 /*v709*/
	v_cndmask_b32_e32 v194 /*v706*/, 0, v194 /*v706*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 0x7f, v198 /*v710*/
	v_cndmask_b32_e32 v196 /*v708*/, 0x7e00, v196 /*v708*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 1, v197 /*v709*/
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v194 /*v706*/, 0x1800, v194 /*v706*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 7, v200 /*v712*/
	v_cndmask_b32_e32 v195 /*v707*/, 0x2300, v195 /*v707*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 0, v198 /*v710*/
	v_bitop3_b16 v192 /*v704*/, v195 /*v707*/, v192 /*v704*/, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v196 /*v708*/, 0, v196 /*v708*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 2, v197 /*v709*/
	s_delay_alu instid0(VALU_DEP_3)
	v_cvt_f32_f16_e64 v192 /*v704*/, v192 /*v704*/
	v_cndmask_b32_e32 v194 /*v706*/, 0x1c00, v194 /*v706*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 1, v198 /*v710*/
	s_set_vgpr_msb 42                       ;  msbs: dst=0 src0=2 src1=2 src2=2
	ds_store_2addr_stride64_b32 v175 /*v687*/, v193 /*v705*/, v192 /*v704*/ offset0:32 offset1:34
	s_set_vgpr_msb 0x8a                     ;  msbs: dst=2 src0=2 src1=2 src2=0
	v_cndmask_b32_e32 v195 /*v707*/, 0x1800, v196 /*v708*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 3, v197 /*v709*/
	v_lshlrev_b16 v196 /*v708*/, 7, v189 /*v701*/
	v_cndmask_b32_e32 v194 /*v706*/, 0x1e00, v194 /*v706*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 2, v198 /*v710*/
	v_cndmask_b32_e32 v195 /*v707*/, 0x1c00, v195 /*v707*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 4, v197 /*v709*/
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v194 /*v706*/, 0x2000, v194 /*v706*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 3, v198 /*v710*/
	v_cndmask_b32_e32 v195 /*v707*/, 0x1e00, v195 /*v707*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 5, v197 /*v709*/
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v194 /*v706*/, 0x2100, v194 /*v706*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 4, v198 /*v710*/
	v_cndmask_b32_e32 v192 /*v704*/, 0x2000, v195 /*v707*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 6, v197 /*v709*/
	v_and_b32_e32 v195 /*v707*/, 0x7f, v188 /*v700*/
	v_cndmask_b32_e32 v193 /*v705*/, 0x2200, v194 /*v706*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 5, v198 /*v710*/
	v_lshlrev_b16 v194 /*v706*/, 7, v188 /*v700*/
	v_lshlrev_b16 v188 /*v700*/, 8, v188 /*v700*/
	v_cndmask_b32_e32 v192 /*v704*/, 0x2100, v192 /*v704*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 7, v197 /*v709*/
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_and_b32_e32 v194 /*v706*/, 0x3f80, v194 /*v706*/
	v_cndmask_b32_e32 v193 /*v705*/, 0x2300, v193 /*v705*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 6, v198 /*v710*/
	v_add_nc_u16 v194 /*v706*/, 0x2000, v194 /*v706*/
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_bitop3_b16 v190 /*v702*/, v193 /*v705*/, v190 /*v702*/, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v192 /*v704*/, 0x2200, v192 /*v704*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 7, v198 /*v710*/
	v_cvt_f32_f16_e64 v190 /*v702*/, v190 /*v702*/
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v192 /*v704*/, 0x2300, v192 /*v704*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 0x7f, v195 /*v707*/
	v_bitop3_b16 v191 /*v703*/, v192 /*v704*/, v191 /*v703*/, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v194 /*v706*/, 0x7e00, v194 /*v706*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 0, v195 /*v707*/
	v_and_b32_e32 v192 /*v704*/, 0x3f80, v196 /*v708*/
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f32_f16_e64 v191 /*v703*/, v191 /*v703*/
	v_cndmask_b32_e32 v193 /*v705*/, 0, v194 /*v706*/, vcc_lo
	v_and_b32_e32 v194 /*v706*/, 0x7f, v189 /*v701*/
	v_cmp_ne_u16_e64 vcc_lo, 1, v195 /*v707*/
	v_add_nc_u16 v192 /*v704*/, 0x2000, v192 /*v704*/
	s_set_vgpr_msb 42                       ;  msbs: dst=0 src0=2 src1=2 src2=2
	ds_store_2addr_stride64_b32 v175 /*v687*/, v190 /*v702*/, v191 /*v703*/ offset0:36 offset1:38
	s_set_vgpr_msb 0x8a                     ;  msbs: dst=2 src0=2 src1=2 src2=0
	v_lshlrev_b16 v189 /*v701*/, 8, v189 /*v701*/
	v_cndmask_b32_e32 v193 /*v705*/, 0x1800, v193 /*v705*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 0x7f, v194 /*v706*/
	v_cndmask_b32_e32 v192 /*v704*/, 0x7e00, v192 /*v704*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 2, v195 /*v707*/
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v193 /*v705*/, 0x1c00, v193 /*v705*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 0, v194 /*v706*/
	v_cndmask_b32_e32 v190 /*v702*/, 0, v192 /*v704*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 3, v195 /*v707*/
	v_lshlrev_b16 v192 /*v704*/, 7, v187 /*v699*/
	v_cndmask_b32_e32 v191 /*v703*/, 0x1e00, v193 /*v705*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 1, v194 /*v706*/
	s_delay_alu instid0(VALU_DEP_3)
	v_and_b32_e32 v192 /*v704*/, 0x3f80, v192 /*v704*/
	v_and_b32_e32 v193 /*v705*/, 0x7f, v187 /*v699*/
	v_lshlrev_b16 v187 /*v699*/, 8, v187 /*v699*/
	v_cndmask_b32_e32 v190 /*v702*/, 0x1800, v190 /*v702*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 4, v195 /*v707*/
	v_add_nc_u16 v192 /*v704*/, 0x2000, v192 /*v704*/
	v_cndmask_b32_e32 v191 /*v703*/, 0x2000, v191 /*v703*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 2, v194 /*v706*/
	v_cndmask_b32_e32 v190 /*v702*/, 0x1c00, v190 /*v702*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 5, v195 /*v707*/
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v191 /*v703*/, 0x2100, v191 /*v703*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 3, v194 /*v706*/
	v_cndmask_b32_e32 v190 /*v702*/, 0x1e00, v190 /*v702*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 6, v195 /*v707*/
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e32 v191 /*v703*/, 0x2200, v191 /*v703*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 0x7f, v193 /*v705*/
	v_cndmask_b32_e32 v192 /*v704*/, 0x7e00, v192 /*v704*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 4, v194 /*v706*/
	v_cndmask_b32_e32 v190 /*v702*/, 0x2000, v190 /*v702*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 0, v193 /*v705*/
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v192 /*v704*/, 0, v192 /*v704*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 5, v194 /*v706*/
	v_cndmask_b32_e32 v190 /*v702*/, 0x2100, v190 /*v702*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 7, v195 /*v707*/
	v_lshlrev_b16 v195 /*v707*/, 7, v186 /*v698*/
	v_cndmask_b32_e32 v191 /*v703*/, 0x2300, v191 /*v703*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 1, v193 /*v705*/
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_bitop3_b16 v188 /*v700*/, v191 /*v703*/, v188 /*v700*/, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v192 /*v704*/, 0x1800, v192 /*v704*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 6, v194 /*v706*/
	v_and_b32_e32 v191 /*v703*/, 0x3f80, v195 /*v707*/
	v_cvt_f32_f16_e64 v188 /*v700*/, v188 /*v700*/
	v_cndmask_b32_e32 v190 /*v702*/, 0x2200, v190 /*v702*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 2, v193 /*v705*/
	s_delay_alu instid0(VALU_DEP_4)
	v_add_nc_u16 v191 /*v703*/, 0x2000, v191 /*v703*/
	v_cndmask_b32_e32 v192 /*v704*/, 0x1c00, v192 /*v704*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 7, v194 /*v706*/
	v_and_b32_e32 v194 /*v706*/, 0x7f, v20 /*v532*/
	v_cndmask_b32_e32 v190 /*v702*/, 0x2300, v190 /*v702*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 3, v193 /*v705*/
	s_delay_alu instid0(VALU_DEP_2)
	v_bitop3_b16 v189 /*v701*/, v190 /*v702*/, v189 /*v701*/, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v192 /*v704*/, 0x1e00, v192 /*v704*/, vcc_lo
	v_and_b32_e32 v190 /*v702*/, 0x7f, v186 /*v698*/
	v_cmp_ne_u16_e64 vcc_lo, 4, v193 /*v705*/
	v_lshlrev_b16 v186 /*v698*/, 8, v186 /*v698*/
	v_cvt_f32_f16_e64 v189 /*v701*/, v189 /*v701*/
	v_cndmask_b32_e32 v192 /*v704*/, 0x2000, v192 /*v704*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 0x7f, v190 /*v702*/
	s_set_vgpr_msb 42                       ;  msbs: dst=0 src0=2 src1=2 src2=2
	ds_store_2addr_stride64_b32 v175 /*v687*/, v188 /*v700*/, v189 /*v701*/ offset0:40 offset1:42
	s_set_vgpr_msb 0x8a                     ;  msbs: dst=2 src0=2 src1=2 src2=0
	v_cndmask_b32_e32 v191 /*v703*/, 0x7e00, v191 /*v703*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 5, v193 /*v705*/
	v_cndmask_b32_e32 v192 /*v704*/, 0x2100, v192 /*v704*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 0, v190 /*v702*/
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v191 /*v703*/, 0, v191 /*v703*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 6, v193 /*v705*/
	v_cndmask_b32_e32 v192 /*v704*/, 0x2200, v192 /*v704*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 1, v190 /*v702*/
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v191 /*v703*/, 0x1800, v191 /*v703*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 7, v193 /*v705*/
	v_lshlrev_b16 v193 /*v705*/, 7, v184 /*v696*/
	v_cndmask_b32_e32 v192 /*v704*/, 0x2300, v192 /*v704*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 2, v190 /*v702*/
	v_and_b32_e32 v188 /*v700*/, 0x3f80, v193 /*v705*/
	v_and_b32_e32 v193 /*v705*/, 0x7f, v185 /*v697*/
	s_delay_alu instid0(VALU_DEP_4)
	v_bitop3_b16 v187 /*v699*/, v192 /*v704*/, v187 /*v699*/, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v191 /*v703*/, 0x1c00, v191 /*v703*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 3, v190 /*v702*/
	v_and_b32_e32 v192 /*v704*/, 0x7f, v184 /*v696*/
	v_add_nc_u16 v188 /*v700*/, 0x2000, v188 /*v700*/
	v_lshlrev_b16 v184 /*v696*/, 8, v184 /*v696*/
	v_cvt_f32_f16_e64 v187 /*v699*/, v187 /*v699*/
	v_cndmask_b32_e32 v189 /*v701*/, 0x1e00, v191 /*v703*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 4, v190 /*v702*/
	v_lshlrev_b16 v191 /*v703*/, 7, v185 /*v697*/
	v_lshlrev_b16 v185 /*v697*/, 8, v185 /*v697*/
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v189 /*v701*/, 0x2000, v189 /*v701*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 0x7f, v192 /*v704*/
	v_and_b32_e32 v191 /*v703*/, 0x3f80, v191 /*v703*/
	v_cndmask_b32_e32 v188 /*v700*/, 0x7e00, v188 /*v700*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 5, v190 /*v702*/
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_add_nc_u16 v191 /*v703*/, 0x2000, v191 /*v703*/
	v_cndmask_b32_e32 v189 /*v701*/, 0x2100, v189 /*v701*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 0, v192 /*v704*/
	v_cndmask_b32_e32 v188 /*v700*/, 0, v188 /*v700*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 6, v190 /*v702*/
	v_cndmask_b32_e32 v189 /*v701*/, 0x2200, v189 /*v701*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 0x7f, v193 /*v705*/
	v_cndmask_b32_e32 v191 /*v703*/, 0x7e00, v191 /*v703*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 1, v192 /*v704*/
	v_cndmask_b32_e32 v188 /*v700*/, 0x1800, v188 /*v700*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 0, v193 /*v705*/
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v191 /*v703*/, 0, v191 /*v703*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 2, v192 /*v704*/
	v_cndmask_b32_e32 v188 /*v700*/, 0x1c00, v188 /*v700*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 7, v190 /*v702*/
	v_cndmask_b32_e32 v189 /*v701*/, 0x2300, v189 /*v701*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 1, v193 /*v705*/
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_bitop3_b16 v186 /*v698*/, v189 /*v701*/, v186 /*v698*/, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v190 /*v702*/, 0x1800, v191 /*v703*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 3, v192 /*v704*/
	v_and_b32_e32 v191 /*v703*/, 0x7f, v182 /*v694*/
	v_cvt_f32_f16_e64 v186 /*v698*/, v186 /*v698*/
	v_cndmask_b32_e32 v188 /*v700*/, 0x1e00, v188 /*v700*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 2, v193 /*v705*/
	v_cndmask_b32_e32 v189 /*v701*/, 0x1c00, v190 /*v702*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 4, v192 /*v704*/
	v_lshlrev_b16 v190 /*v702*/, 7, v182 /*v694*/
	v_lshlrev_b16 v182 /*v694*/, 8, v182 /*v694*/
	v_cndmask_b32_e32 v188 /*v700*/, 0x2000, v188 /*v700*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 3, v193 /*v705*/
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_and_b32_e32 v190 /*v702*/, 0x3f80, v190 /*v702*/
	v_cndmask_b32_e32 v189 /*v701*/, 0x1e00, v189 /*v701*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 5, v192 /*v704*/
	v_add_nc_u16 v190 /*v702*/, 0x2000, v190 /*v702*/
	v_cndmask_b32_e32 v188 /*v700*/, 0x2100, v188 /*v700*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 4, v193 /*v705*/
	v_cndmask_b32_e32 v189 /*v701*/, 0x2000, v189 /*v701*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 6, v192 /*v704*/
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v188 /*v700*/, 0x2200, v188 /*v700*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 5, v193 /*v705*/
	v_cndmask_b32_e32 v189 /*v701*/, 0x2100, v189 /*v701*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 7, v192 /*v704*/
	v_lshlrev_b16 v192 /*v704*/, 7, v21 /*v533*/
	v_cndmask_b32_e32 v188 /*v700*/, 0x2300, v188 /*v700*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 6, v193 /*v705*/
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_and_b32_e32 v192 /*v704*/, 0x3f80, v192 /*v704*/
	v_bitop3_b16 v184 /*v696*/, v188 /*v700*/, v184 /*v696*/, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v189 /*v701*/, 0x2200, v189 /*v701*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 7, v193 /*v705*/
	v_lshlrev_b16 v188 /*v700*/, 7, v183 /*v695*/
	v_and_b32_e32 v193 /*v705*/, 0x7f, v21 /*v533*/
	v_add_nc_u16 v192 /*v704*/, 0x2000, v192 /*v704*/
	v_lshlrev_b16 v21 /*v533*/, 8, v21 /*v533*/
	v_cndmask_b32_e32 v189 /*v701*/, 0x2300, v189 /*v701*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 0x7f, v191 /*v703*/
	v_and_b32_e32 v188 /*v700*/, 0x3f80, v188 /*v700*/
	v_cvt_f32_f16_e64 v184 /*v696*/, v184 /*v696*/
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_bitop3_b16 v185 /*v697*/, v189 /*v701*/, v185 /*v697*/, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v190 /*v702*/, 0x7e00, v190 /*v702*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 0, v191 /*v703*/
	v_add_nc_u16 v188 /*v700*/, 0x2000, v188 /*v700*/
	v_cvt_f32_f16_e64 v185 /*v697*/, v185 /*v697*/
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v189 /*v701*/, 0, v190 /*v702*/, vcc_lo
	v_and_b32_e32 v190 /*v702*/, 0x7f, v183 /*v695*/
	v_cmp_ne_u16_e64 vcc_lo, 1, v191 /*v703*/
	v_lshlrev_b16 v183 /*v695*/, 8, v183 /*v695*/
	v_cndmask_b32_e32 v189 /*v701*/, 0x1800, v189 /*v701*/, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_cmp_ne_u16_e64 vcc_lo, 0x7f, v190 /*v702*/
	v_cndmask_b32_e32 v188 /*v700*/, 0x7e00, v188 /*v700*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 2, v191 /*v703*/
	v_cndmask_b32_e32 v189 /*v701*/, 0x1c00, v189 /*v701*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 0, v190 /*v702*/
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v188 /*v700*/, 0, v188 /*v700*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 3, v191 /*v703*/
	v_cndmask_b32_e32 v189 /*v701*/, 0x1e00, v189 /*v701*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 1, v190 /*v702*/
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v188 /*v700*/, 0x1800, v188 /*v700*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 4, v191 /*v703*/
	v_cndmask_b32_e32 v189 /*v701*/, 0x2000, v189 /*v701*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 0x7f, v193 /*v705*/
	v_cndmask_b32_e32 v192 /*v704*/, 0x7e00, v192 /*v704*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 2, v190 /*v702*/
	v_cndmask_b32_e32 v188 /*v700*/, 0x1c00, v188 /*v700*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 5, v191 /*v703*/
	v_cndmask_b32_e32 v189 /*v701*/, 0x2100, v189 /*v701*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 0, v193 /*v705*/
	v_cndmask_b32_e32 v192 /*v704*/, 0, v192 /*v704*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 3, v190 /*v702*/
	v_cndmask_b32_e32 v188 /*v700*/, 0x1e00, v188 /*v700*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 6, v191 /*v703*/
	v_cndmask_b32_e32 v189 /*v701*/, 0x2200, v189 /*v701*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 1, v193 /*v705*/
	v_cndmask_b32_e32 v192 /*v704*/, 0x1800, v192 /*v704*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 4, v190 /*v702*/
	v_cndmask_b32_e32 v188 /*v700*/, 0x2000, v188 /*v700*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 2, v193 /*v705*/
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v192 /*v704*/, 0x1c00, v192 /*v704*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 5, v190 /*v702*/
	v_cndmask_b32_e32 v188 /*v700*/, 0x2100, v188 /*v700*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 7, v191 /*v703*/
	v_cndmask_b32_e32 v189 /*v701*/, 0x2300, v189 /*v701*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 3, v193 /*v705*/
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_bitop3_b16 v182 /*v694*/, v189 /*v701*/, v182 /*v694*/, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v191 /*v703*/, 0x1e00, v192 /*v704*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 6, v190 /*v702*/
	v_lshlrev_b16 v192 /*v704*/, 7, v19 /*v531*/
	v_cvt_f32_f16_e64 v182 /*v694*/, v182 /*v694*/
	v_cndmask_b32_e32 v188 /*v700*/, 0x2200, v188 /*v700*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 4, v193 /*v705*/
	s_delay_alu instid0(VALU_DEP_4)
	v_and_b32_e32 v189 /*v701*/, 0x3f80, v192 /*v704*/
	v_lshlrev_b16 v192 /*v704*/, 7, v20 /*v532*/
	v_lshlrev_b16 v20 /*v532*/, 8, v20 /*v532*/
	v_cndmask_b32_e32 v191 /*v703*/, 0x2000, v191 /*v703*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 7, v190 /*v702*/
	v_add_nc_u16 v189 /*v701*/, 0x2000, v189 /*v701*/
	v_and_b32_e32 v192 /*v704*/, 0x3f80, v192 /*v704*/
	v_cndmask_b32_e32 v188 /*v700*/, 0x2300, v188 /*v700*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 5, v193 /*v705*/
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_nc_u16 v192 /*v704*/, 0x2000, v192 /*v704*/
	v_bitop3_b16 v183 /*v695*/, v188 /*v700*/, v183 /*v695*/, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v190 /*v702*/, 0x2100, v191 /*v703*/, vcc_lo
	v_and_b32_e32 v188 /*v700*/, 0x7f, v19 /*v531*/
	v_cmp_ne_u16_e64 vcc_lo, 6, v193 /*v705*/
	v_lshlrev_b16 v191 /*v703*/, 7, v18 /*v530*/
	v_lshlrev_b16 v19 /*v531*/, 8, v19 /*v531*/
	v_cvt_f32_f16_e64 v183 /*v695*/, v183 /*v695*/
	v_cndmask_b32_e32 v190 /*v702*/, 0x2200, v190 /*v702*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 0x7f, v188 /*v700*/
	v_and_b32_e32 v191 /*v703*/, 0x3f80, v191 /*v703*/
	v_cndmask_b32_e32 v189 /*v701*/, 0x7e00, v189 /*v701*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 7, v193 /*v705*/
	v_and_b32_e32 v193 /*v705*/, 0x7f, v18 /*v530*/
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_add_nc_u16 v191 /*v703*/, 0x2000, v191 /*v703*/
	v_lshlrev_b16 v18 /*v530*/, 8, v18 /*v530*/
	v_cndmask_b32_e32 v190 /*v702*/, 0x2300, v190 /*v702*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 0, v188 /*v700*/
	v_bitop3_b16 v21 /*v533*/, v190 /*v702*/, v21 /*v533*/, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v189 /*v701*/, 0, v189 /*v701*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 1, v188 /*v700*/
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f32_f16_e64 v21 /*v533*/, v21 /*v533*/
	v_cndmask_b32_e32 v189 /*v701*/, 0x1800, v189 /*v701*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 0x7f, v193 /*v705*/
	v_cndmask_b32_e32 v191 /*v703*/, 0x7e00, v191 /*v703*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 2, v188 /*v700*/
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e32 v189 /*v701*/, 0x1c00, v189 /*v701*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 0x7f, v194 /*v706*/
	v_cndmask_b32_e32 v192 /*v704*/, 0x7e00, v192 /*v704*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 0, v193 /*v705*/
	v_cndmask_b32_e32 v191 /*v703*/, 0, v191 /*v703*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 3, v188 /*v700*/
	v_cndmask_b32_e32 v189 /*v701*/, 0x1e00, v189 /*v701*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 0, v194 /*v706*/
	v_cndmask_b32_e32 v192 /*v704*/, 0, v192 /*v704*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 1, v193 /*v705*/
	v_cndmask_b32_e32 v191 /*v703*/, 0x1800, v191 /*v703*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 4, v188 /*v700*/
	v_cndmask_b32_e32 v189 /*v701*/, 0x2000, v189 /*v701*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 1, v194 /*v706*/
	v_cndmask_b32_e32 v192 /*v704*/, 0x1800, v192 /*v704*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 2, v193 /*v705*/
	v_cndmask_b32_e32 v191 /*v703*/, 0x1c00, v191 /*v703*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 5, v188 /*v700*/
	v_cndmask_b32_e32 v189 /*v701*/, 0x2100, v189 /*v701*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 2, v194 /*v706*/
	v_cndmask_b32_e32 v192 /*v704*/, 0x1c00, v192 /*v704*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 3, v193 /*v705*/
	v_cndmask_b32_e32 v191 /*v703*/, 0x1e00, v191 /*v703*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 6, v188 /*v700*/
	v_cndmask_b32_e32 v189 /*v701*/, 0x2200, v189 /*v701*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 3, v194 /*v706*/
	v_cndmask_b32_e32 v192 /*v704*/, 0x1e00, v192 /*v704*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 4, v193 /*v705*/
	v_cndmask_b32_e32 v191 /*v703*/, 0x2000, v191 /*v703*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 4, v194 /*v706*/
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v192 /*v704*/, 0x2000, v192 /*v704*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 5, v193 /*v705*/
	v_cndmask_b32_e32 v191 /*v703*/, 0x2100, v191 /*v703*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 7, v188 /*v700*/
	v_cndmask_b32_e32 v188 /*v700*/, 0x2300, v189 /*v701*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 5, v194 /*v706*/
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_bitop3_b16 v19 /*v531*/, v188 /*v700*/, v19 /*v531*/, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v189 /*v701*/, 0x2100, v192 /*v704*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 6, v193 /*v705*/
	v_cvt_f32_f16_e64 v19 /*v531*/, v19 /*v531*/
	v_cndmask_b32_e32 v191 /*v703*/, 0x2200, v191 /*v703*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 6, v194 /*v706*/
	v_cndmask_b32_e32 v189 /*v701*/, 0x2200, v189 /*v701*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 7, v193 /*v705*/
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v191 /*v703*/, 0x2300, v191 /*v703*/, vcc_lo
	v_cmp_ne_u16_e64 vcc_lo, 7, v194 /*v706*/
	v_bitop3_b16 v18 /*v530*/, v191 /*v703*/, v18 /*v530*/, 0x8000 bitop3:0xf8
	v_cndmask_b32_e32 v189 /*v701*/, 0x2300, v189 /*v701*/, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_f16_e64 v18 /*v530*/, v18 /*v530*/
	v_bitop3_b16 v20 /*v532*/, v189 /*v701*/, v20 /*v532*/, 0x8000 bitop3:0xf8
	s_delay_alu instid0(VALU_DEP_1)
	v_cvt_f32_f16_e64 v20 /*v532*/, v20 /*v532*/
	s_set_vgpr_msb 42                       ;  msbs: dst=0 src0=2 src1=2 src2=2
	ds_store_2addr_stride64_b32 v175 /*v687*/, v187 /*v699*/, v186 /*v698*/ offset0:44 offset1:46
	ds_store_2addr_stride64_b32 v175 /*v687*/, v184 /*v696*/, v185 /*v697*/ offset0:48 offset1:50
	ds_store_2addr_stride64_b32 v175 /*v687*/, v182 /*v694*/, v183 /*v695*/ offset0:52 offset1:54
	ds_store_2addr_stride64_b32 v175 /*v687*/, v21 /*v533*/, v19 /*v531*/ offset0:56 offset1:58
	ds_store_2addr_stride64_b32 v175 /*v687*/, v18 /*v530*/, v20 /*v532*/ offset0:60 offset1:62
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_set_vgpr_msb 0x82                     ;  msbs: dst=2 src0=2 src1=0 src2=0
	ds_load_b128 v[18:21] /*v[530:533]*/, v147 /*v659*/
	ds_load_b128 v[182:185] /*v[694:697]*/, v147 /*v659*/ offset:256
	.loc	1 44 25                         ; generate.py:44:25
	s_wait_dscnt 0x1
	s_set_vgpr_msb 9                        ;  msbs: dst=0 src0=1 src1=2 src2=0
	v_pk_fma_f32 v[14:15], v[222:223] /*v[478:479]*/, v[18:19] /*v[530:531]*/, v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[242:243] /*v[498:499]*/, v[18:19] /*v[530:531]*/, v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[222:223] /*v[478:479]*/, v[20:21] /*v[532:533]*/, v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[242:243] /*v[498:499]*/, v[20:21] /*v[532:533]*/, v[8:9] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x89                     ;  msbs: dst=2 src0=1 src1=2 src2=0
	v_pk_fma_f32 v[186:187] /*v[698:699]*/, v[234:235] /*v[490:491]*/, v[20:21] /*v[532:533]*/, v[2:3] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x8a                     ;  msbs: dst=2 src0=2 src1=2 src2=0
	v_pk_fma_f32 v[188:189] /*v[700:701]*/, v[14:15] /*v[526:527]*/, v[20:21] /*v[532:533]*/, v[4:5] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[2:5], v147 /*v659*/ offset:512
	.loc	1 44 25                         ; generate.py:44:25
	s_wait_dscnt 0x1
	s_set_vgpr_msb 9                        ;  msbs: dst=0 src0=1 src1=2 src2=0
	v_pk_fma_f32 v[14:15], v[222:223] /*v[478:479]*/, v[182:183] /*v[694:695]*/, v[14:15] op_sel:[1,0,0]
	s_set_vgpr_msb 0x49                     ;  msbs: dst=1 src0=1 src1=2 src2=0
	v_pk_fma_f32 v[222:223] /*v[478:479]*/, v[222:223] /*v[478:479]*/, v[184:185] /*v[696:697]*/, v[6:7] op_sel:[1,0,0]
	s_set_vgpr_msb 9                        ;  msbs: dst=0 src0=1 src1=2 src2=0
	v_pk_fma_f32 v[16:17], v[242:243] /*v[498:499]*/, v[182:183] /*v[694:695]*/, v[16:17] op_sel:[1,0,0]
	s_set_vgpr_msb 0x49                     ;  msbs: dst=1 src0=1 src1=2 src2=0
	v_pk_fma_f32 v[242:243] /*v[498:499]*/, v[242:243] /*v[498:499]*/, v[184:185] /*v[696:697]*/, v[8:9] op_sel:[1,0,0]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[6:9], v147 /*v659*/ offset:768
	s_set_vgpr_msb 0xa9                     ;  msbs: dst=2 src0=1 src1=2 src2=2
	.loc	1 44 25                         ; generate.py:44:25
	v_pk_fma_f32 v[92:93] /*v[604:605]*/, v[142:143] /*v[398:399]*/, v[18:19] /*v[530:531]*/, v[92:93] /*v[604:605]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[90:91] /*v[602:603]*/, v[142:143] /*v[398:399]*/, v[20:21] /*v[532:533]*/, v[90:91] /*v[602:603]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 9                        ;  msbs: dst=0 src0=1 src1=2 src2=0
	v_pk_fma_f32 v[10:11], v[234:235] /*v[490:491]*/, v[18:19] /*v[530:531]*/, v[10:11] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 10                       ;  msbs: dst=0 src0=2 src1=2 src2=0
	v_pk_fma_f32 v[12:13], v[14:15] /*v[526:527]*/, v[18:19] /*v[530:531]*/, v[12:13] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0xa9                     ;  msbs: dst=2 src0=1 src1=2 src2=2
	v_pk_fma_f32 v[96:97] /*v[608:609]*/, v[202:203] /*v[458:459]*/, v[18:19] /*v[530:531]*/, v[96:97] /*v[608:609]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[94:95] /*v[606:607]*/, v[202:203] /*v[458:459]*/, v[20:21] /*v[532:533]*/, v[94:95] /*v[606:607]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[100:101] /*v[612:613]*/, v[230:231] /*v[486:487]*/, v[18:19] /*v[530:531]*/, v[100:101] /*v[612:613]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[102:103] /*v[614:615]*/, v[230:231] /*v[486:487]*/, v[20:21] /*v[532:533]*/, v[102:103] /*v[614:615]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[18:19] /*v[530:531]*/, v[238:239] /*v[494:495]*/, v[18:19] /*v[530:531]*/, v[98:99] /*v[610:611]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[20:21] /*v[532:533]*/, v[238:239] /*v[494:495]*/, v[20:21] /*v[532:533]*/, v[104:105] /*v[616:617]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[92:93] /*v[604:605]*/, v[142:143] /*v[398:399]*/, v[182:183] /*v[694:695]*/, v[92:93] /*v[604:605]*/ op_sel:[1,0,0]
	s_set_vgpr_msb 0x69                     ;  msbs: dst=1 src0=1 src1=2 src2=2
	v_pk_fma_f32 v[142:143] /*v[398:399]*/, v[142:143] /*v[398:399]*/, v[184:185] /*v[696:697]*/, v[90:91] /*v[602:603]*/ op_sel:[1,0,0]
	s_set_vgpr_msb 0xa9                     ;  msbs: dst=2 src0=1 src1=2 src2=2
	v_pk_fma_f32 v[90:91] /*v[602:603]*/, v[202:203] /*v[458:459]*/, v[182:183] /*v[694:695]*/, v[96:97] /*v[608:609]*/ op_sel:[1,0,0]
	s_set_vgpr_msb 0x69                     ;  msbs: dst=1 src0=1 src1=2 src2=2
	v_pk_fma_f32 v[202:203] /*v[458:459]*/, v[202:203] /*v[458:459]*/, v[184:185] /*v[696:697]*/, v[94:95] /*v[606:607]*/ op_sel:[1,0,0]
	s_set_vgpr_msb 9                        ;  msbs: dst=0 src0=1 src1=2 src2=0
	v_pk_fma_f32 v[10:11], v[234:235] /*v[490:491]*/, v[182:183] /*v[694:695]*/, v[10:11] op_sel:[1,0,0]
	s_set_vgpr_msb 0xa9                     ;  msbs: dst=2 src0=1 src1=2 src2=2
	v_pk_fma_f32 v[94:95] /*v[606:607]*/, v[230:231] /*v[486:487]*/, v[182:183] /*v[694:695]*/, v[100:101] /*v[612:613]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[18:19] /*v[530:531]*/, v[238:239] /*v[494:495]*/, v[182:183] /*v[694:695]*/, v[18:19] /*v[530:531]*/ op_sel:[1,0,0]
	s_set_vgpr_msb 0x69                     ;  msbs: dst=1 src0=1 src1=2 src2=2
	v_pk_fma_f32 v[238:239] /*v[494:495]*/, v[238:239] /*v[494:495]*/, v[184:185] /*v[696:697]*/, v[20:21] /*v[532:533]*/ op_sel:[1,0,0]
	s_set_vgpr_msb 10                       ;  msbs: dst=0 src0=2 src1=2 src2=0
	v_pk_fma_f32 v[12:13], v[14:15] /*v[526:527]*/, v[182:183] /*v[694:695]*/, v[12:13] op_sel:[1,0,0]
	s_wait_dscnt 0x1
	s_set_vgpr_msb 0xa1                     ;  msbs: dst=2 src0=1 src1=0 src2=2
	v_pk_fma_f32 v[20:21] /*v[532:533]*/, v[144:145] /*v[400:401]*/, v[2:3], v[92:93] /*v[604:605]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[142:143] /*v[398:399]*/, v[144:145] /*v[400:401]*/, v[4:5], v[142:143] /*v[398:399]*/ op_sel_hi:[0,1,1]
	v_mov_b32_e32 v144 /*v400*/, v145 /*v401*/
	s_set_vgpr_msb 0x69                     ;  msbs: dst=1 src0=1 src1=2 src2=2
	v_pk_fma_f32 v[234:235] /*v[490:491]*/, v[234:235] /*v[490:491]*/, v[184:185] /*v[696:697]*/, v[186:187] /*v[698:699]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[230:231] /*v[486:487]*/, v[230:231] /*v[486:487]*/, v[184:185] /*v[696:697]*/, v[102:103] /*v[614:615]*/ op_sel:[1,0,0]
	s_set_vgpr_msb 0xaa                     ;  msbs: dst=2 src0=2 src1=2 src2=2
	v_pk_fma_f32 v[14:15] /*v[526:527]*/, v[14:15] /*v[526:527]*/, v[184:185] /*v[696:697]*/, v[188:189] /*v[700:701]*/ op_sel:[1,0,0]
	s_set_vgpr_msb 0xa1                     ;  msbs: dst=2 src0=1 src1=0 src2=2
	v_pk_fma_f32 v[90:91] /*v[602:603]*/, v[204:205] /*v[460:461]*/, v[2:3], v[90:91] /*v[602:603]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[202:203] /*v[458:459]*/, v[204:205] /*v[460:461]*/, v[4:5], v[202:203] /*v[458:459]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[14:15], v[224:225] /*v[480:481]*/, v[2:3], v[14:15] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[222:223] /*v[478:479]*/, v[224:225] /*v[480:481]*/, v[4:5], v[222:223] /*v[478:479]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[10:11], v[236:237] /*v[492:493]*/, v[2:3], v[10:11] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0xa1                     ;  msbs: dst=2 src0=1 src1=0 src2=2
	v_pk_fma_f32 v[92:93] /*v[604:605]*/, v[232:233] /*v[488:489]*/, v[2:3], v[94:95] /*v[606:607]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x82                     ;  msbs: dst=2 src0=2 src1=0 src2=0
	v_pk_fma_f32 v[94:95] /*v[606:607]*/, v[16:17] /*v[528:529]*/, v[2:3], v[12:13] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_mov_b32_e32 v12, v205 /*v461*/
	s_set_vgpr_msb 0x61                     ;  msbs: dst=1 src0=1 src1=0 src2=2
	v_mov_b32_e32 v204 /*v460*/, v225 /*v481*/
	s_wait_dscnt 0x0
	v_pk_fma_f32 v[224:225] /*v[480:481]*/, v[144:145] /*v[400:401]*/, v[6:7], v[20:21] /*v[532:533]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[142:143] /*v[398:399]*/, v[144:145] /*v[400:401]*/, v[8:9], v[142:143] /*v[398:399]*/ op_sel_hi:[0,1,1]
	v_mov_b32_e32 v144 /*v400*/, v237 /*v493*/
	v_pk_fma_f32 v[234:235] /*v[490:491]*/, v[236:237] /*v[492:493]*/, v[4:5], v[234:235] /*v[490:491]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[230:231] /*v[486:487]*/, v[232:233] /*v[488:489]*/, v[4:5], v[230:231] /*v[486:487]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0xa1                     ;  msbs: dst=2 src0=1 src1=0 src2=2
	v_pk_fma_f32 v[18:19] /*v[530:531]*/, v[240:241] /*v[496:497]*/, v[2:3], v[18:19] /*v[530:531]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[238:239] /*v[494:495]*/, v[240:241] /*v[496:497]*/, v[4:5], v[238:239] /*v[494:495]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[16:17], v[244:245] /*v[500:501]*/, v[2:3], v[16:17] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[242:243] /*v[498:499]*/, v[244:245] /*v[500:501]*/, v[4:5], v[242:243] /*v[498:499]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0xa2                     ;  msbs: dst=2 src0=2 src1=0 src2=2
	v_pk_fma_f32 v[14:15] /*v[526:527]*/, v[16:17] /*v[528:529]*/, v[4:5], v[14:15] /*v[526:527]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[2:5], v147 /*v659*/ offset:1024
	s_set_vgpr_msb 0x60                     ;  msbs: dst=1 src0=0 src1=0 src2=2
	.loc	1 44 25                         ; generate.py:44:25
	v_pk_fma_f32 v[236:237] /*v[492:493]*/, v[12:13], v[6:7], v[90:91] /*v[602:603]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[202:203] /*v[458:459]*/, v[12:13], v[8:9], v[202:203] /*v[458:459]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[14:15], v[204:205] /*v[460:461]*/, v[6:7], v[14:15] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[204:205] /*v[460:461]*/, v[204:205] /*v[460:461]*/, v[8:9], v[222:223] /*v[478:479]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_mov_b32_e32 v12, v233 /*v489*/
	s_set_vgpr_msb 0x41                     ;  msbs: dst=1 src0=1 src1=0 src2=0
	v_mov_b32_e32 v232 /*v488*/, v245 /*v501*/
	v_pk_fma_f32 v[222:223] /*v[478:479]*/, v[144:145] /*v[400:401]*/, v[6:7], v[10:11] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_mov_b32_e32 v10, v241 /*v497*/
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[144:145] /*v[400:401]*/, v[144:145] /*v[400:401]*/, v[8:9], v[234:235] /*v[490:491]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x60                     ;  msbs: dst=1 src0=0 src1=0 src2=2
	v_pk_fma_f32 v[234:235] /*v[490:491]*/, v[12:13], v[6:7], v[92:93] /*v[604:605]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[230:231] /*v[486:487]*/, v[12:13], v[8:9], v[230:231] /*v[486:487]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x42                     ;  msbs: dst=1 src0=2 src1=0 src2=0
	v_mov_b32_e32 v240 /*v496*/, v17 /*v529*/
	s_set_vgpr_msb 0x60                     ;  msbs: dst=1 src0=0 src1=0 src2=2
	v_pk_fma_f32 v[244:245] /*v[500:501]*/, v[10:11], v[6:7], v[18:19] /*v[530:531]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[238:239] /*v[494:495]*/, v[10:11], v[8:9], v[238:239] /*v[494:495]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[10:13], v147 /*v659*/ offset:1280
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	.loc	1 44 25                         ; generate.py:44:25
	v_pk_fma_f32 v[16:17], v[232:233] /*v[488:489]*/, v[6:7], v[16:17] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[232:233] /*v[488:489]*/, v[232:233] /*v[488:489]*/, v[8:9], v[242:243] /*v[498:499]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x61                     ;  msbs: dst=1 src0=1 src1=0 src2=2
	v_pk_fma_f32 v[242:243] /*v[498:499]*/, v[240:241] /*v[496:497]*/, v[6:7], v[94:95] /*v[606:607]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[240:241] /*v[496:497]*/, v[240:241] /*v[496:497]*/, v[8:9], v[14:15] /*v[526:527]*/ op_sel_hi:[0,1,1]
	s_wait_dscnt 0x1
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[224:225] /*v[480:481]*/, v[102:103] /*v[358:359]*/, v[2:3], v[224:225] /*v[480:481]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[142:143] /*v[398:399]*/, v[102:103] /*v[358:359]*/, v[4:5], v[142:143] /*v[398:399]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[236:237] /*v[492:493]*/, v[178:179] /*v[434:435]*/, v[2:3], v[236:237] /*v[492:493]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[202:203] /*v[458:459]*/, v[178:179] /*v[434:435]*/, v[4:5], v[202:203] /*v[458:459]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[14:15], v[198:199] /*v[454:455]*/, v[2:3], v[14:15] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[204:205] /*v[460:461]*/, v[198:199] /*v[454:455]*/, v[4:5], v[204:205] /*v[460:461]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[222:223] /*v[478:479]*/, v[210:211] /*v[466:467]*/, v[2:3], v[222:223] /*v[478:479]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[144:145] /*v[400:401]*/, v[210:211] /*v[466:467]*/, v[4:5], v[144:145] /*v[400:401]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[234:235] /*v[490:491]*/, v[206:207] /*v[462:463]*/, v[2:3], v[234:235] /*v[490:491]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[230:231] /*v[486:487]*/, v[206:207] /*v[462:463]*/, v[4:5], v[230:231] /*v[486:487]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[244:245] /*v[500:501]*/, v[214:215] /*v[470:471]*/, v[2:3], v[244:245] /*v[500:501]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[238:239] /*v[494:495]*/, v[214:215] /*v[470:471]*/, v[4:5], v[238:239] /*v[494:495]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[16:17], v[218:219] /*v[474:475]*/, v[2:3], v[16:17] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[232:233] /*v[488:489]*/, v[218:219] /*v[474:475]*/, v[4:5], v[232:233] /*v[488:489]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 18                       ;  msbs: dst=0 src0=2 src1=0 src2=1
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[6:9], v147 /*v659*/ offset:1536
	.loc	1 44 25                         ; generate.py:44:25
	v_pk_fma_f32 v[2:3], v[10:11] /*v[522:523]*/, v[2:3], v[242:243] /*v[498:499]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[10:11] /*v[522:523]*/, v[4:5], v[240:241] /*v[496:497]*/ op_sel_hi:[0,1,1]
	s_wait_dscnt 0x1
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[224:225] /*v[480:481]*/, v[102:103] /*v[358:359]*/, v[10:11], v[224:225] /*v[480:481]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[102:103] /*v[358:359]*/, v[102:103] /*v[358:359]*/, v[12:13], v[142:143] /*v[398:399]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[142:143] /*v[398:399]*/, v[178:179] /*v[434:435]*/, v[10:11], v[236:237] /*v[492:493]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[178:179] /*v[434:435]*/, v[178:179] /*v[434:435]*/, v[12:13], v[202:203] /*v[458:459]*/ op_sel:[1,0,0]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[14:15], v[198:199] /*v[454:455]*/, v[10:11], v[14:15] op_sel:[1,0,0]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[198:199] /*v[454:455]*/, v[198:199] /*v[454:455]*/, v[12:13], v[204:205] /*v[460:461]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[202:203] /*v[458:459]*/, v[210:211] /*v[466:467]*/, v[10:11], v[222:223] /*v[478:479]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[144:145] /*v[400:401]*/, v[210:211] /*v[466:467]*/, v[12:13], v[144:145] /*v[400:401]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[204:205] /*v[460:461]*/, v[206:207] /*v[462:463]*/, v[10:11], v[234:235] /*v[490:491]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[206:207] /*v[462:463]*/, v[206:207] /*v[462:463]*/, v[12:13], v[230:231] /*v[486:487]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[210:211] /*v[466:467]*/, v[214:215] /*v[470:471]*/, v[10:11], v[244:245] /*v[500:501]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[214:215] /*v[470:471]*/, v[214:215] /*v[470:471]*/, v[12:13], v[238:239] /*v[494:495]*/ op_sel:[1,0,0]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[16:17], v[218:219] /*v[474:475]*/, v[10:11], v[16:17] op_sel:[1,0,0]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[218:219] /*v[474:475]*/, v[218:219] /*v[474:475]*/, v[12:13], v[232:233] /*v[488:489]*/ op_sel:[1,0,0]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	v_pk_fma_f32 v[10:11], v[10:11] /*v[522:523]*/, v[10:11], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[12:13], v[10:11] /*v[522:523]*/, v[12:13], v[4:5] op_sel:[1,0,0]
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[2:5], v147 /*v659*/ offset:1792
	.loc	1 44 25                         ; generate.py:44:25
	s_wait_dscnt 0x1
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[222:223] /*v[478:479]*/, v[104:105] /*v[360:361]*/, v[6:7], v[224:225] /*v[480:481]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[102:103] /*v[358:359]*/, v[104:105] /*v[360:361]*/, v[8:9], v[102:103] /*v[358:359]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[142:143] /*v[398:399]*/, v[180:181] /*v[436:437]*/, v[6:7], v[142:143] /*v[398:399]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[178:179] /*v[434:435]*/, v[180:181] /*v[436:437]*/, v[8:9], v[178:179] /*v[434:435]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[14:15], v[200:201] /*v[456:457]*/, v[6:7], v[14:15] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[198:199] /*v[454:455]*/, v[200:201] /*v[456:457]*/, v[8:9], v[198:199] /*v[454:455]*/ op_sel_hi:[0,1,1]
	v_mov_b32_e32 v104 /*v360*/, v105 /*v361*/
	s_set_vgpr_msb 0x42                     ;  msbs: dst=1 src0=2 src1=0 src2=0
	v_pk_fma_f32 v[224:225] /*v[480:481]*/, v[12:13] /*v[524:525]*/, v[6:7], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[230:231] /*v[486:487]*/, v[12:13] /*v[524:525]*/, v[8:9], v[12:13] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_dual_mov_b32 v10, v181 /*v437*/ :: v_dual_mov_b32 v12, v201 /*v457*/
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[202:203] /*v[458:459]*/, v[212:213] /*v[468:469]*/, v[6:7], v[202:203] /*v[458:459]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[144:145] /*v[400:401]*/, v[212:213] /*v[468:469]*/, v[8:9], v[144:145] /*v[400:401]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[204:205] /*v[460:461]*/, v[208:209] /*v[464:465]*/, v[6:7], v[204:205] /*v[460:461]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[206:207] /*v[462:463]*/, v[208:209] /*v[464:465]*/, v[8:9], v[206:207] /*v[462:463]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[210:211] /*v[466:467]*/, v[216:217] /*v[472:473]*/, v[6:7], v[210:211] /*v[466:467]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[214:215] /*v[470:471]*/, v[216:217] /*v[472:473]*/, v[8:9], v[214:215] /*v[470:471]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[16:17], v[220:221] /*v[476:477]*/, v[6:7], v[16:17] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[218:219] /*v[474:475]*/, v[220:221] /*v[476:477]*/, v[8:9], v[218:219] /*v[474:475]*/ op_sel_hi:[0,1,1]
	s_wait_dscnt 0x0
	v_pk_fma_f32 v[180:181] /*v[436:437]*/, v[104:105] /*v[360:361]*/, v[2:3], v[222:223] /*v[478:479]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[102:103] /*v[358:359]*/, v[104:105] /*v[360:361]*/, v[4:5], v[102:103] /*v[358:359]*/ op_sel_hi:[0,1,1]
	v_mov_b32_e32 v104 /*v360*/, v213 /*v469*/
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[6:9], v147 /*v659*/ offset:2048
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	.loc	1 44 25                         ; generate.py:44:25
	v_pk_fma_f32 v[142:143] /*v[398:399]*/, v[10:11], v[2:3], v[142:143] /*v[398:399]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[178:179] /*v[434:435]*/, v[10:11], v[4:5], v[178:179] /*v[434:435]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[14:15], v[12:13], v[2:3], v[14:15] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[198:199] /*v[454:455]*/, v[12:13], v[4:5], v[198:199] /*v[454:455]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_dual_mov_b32 v10, v209 /*v465*/ :: v_dual_mov_b32 v12, v217 /*v473*/
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[200:201] /*v[456:457]*/, v[104:105] /*v[360:361]*/, v[2:3], v[202:203] /*v[458:459]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[104:105] /*v[360:361]*/, v[104:105] /*v[360:361]*/, v[4:5], v[144:145] /*v[400:401]*/ op_sel_hi:[0,1,1]
	v_mov_b32_e32 v144 /*v400*/, v221 /*v477*/
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[202:203] /*v[458:459]*/, v[10:11], v[2:3], v[204:205] /*v[460:461]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[204:205] /*v[460:461]*/, v[10:11], v[4:5], v[206:207] /*v[462:463]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[208:209] /*v[464:465]*/, v[12:13], v[2:3], v[210:211] /*v[466:467]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[210:211] /*v[466:467]*/, v[12:13], v[4:5], v[214:215] /*v[470:471]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[10:13], v147 /*v659*/ offset:2304
	s_set_vgpr_msb 0x42                     ;  msbs: dst=1 src0=2 src1=0 src2=0
	.loc	1 44 25                         ; generate.py:44:25
	v_mov_b32_e32 v206 /*v462*/, v13 /*v525*/
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[16:17], v[144:145] /*v[400:401]*/, v[2:3], v[16:17] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[144:145] /*v[400:401]*/, v[144:145] /*v[400:401]*/, v[4:5], v[218:219] /*v[474:475]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[212:213] /*v[468:469]*/, v[206:207] /*v[462:463]*/, v[2:3], v[224:225] /*v[480:481]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[206:207] /*v[462:463]*/, v[206:207] /*v[462:463]*/, v[4:5], v[230:231] /*v[486:487]*/ op_sel_hi:[0,1,1]
	s_wait_dscnt 0x1
	v_pk_fma_f32 v[180:181] /*v[436:437]*/, v[74:75] /*v[330:331]*/, v[6:7], v[180:181] /*v[436:437]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[102:103] /*v[358:359]*/, v[74:75] /*v[330:331]*/, v[8:9], v[102:103] /*v[358:359]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[142:143] /*v[398:399]*/, v[154:155] /*v[410:411]*/, v[6:7], v[142:143] /*v[398:399]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[178:179] /*v[434:435]*/, v[154:155] /*v[410:411]*/, v[8:9], v[178:179] /*v[434:435]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[14:15], v[174:175] /*v[430:431]*/, v[6:7], v[14:15] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[198:199] /*v[454:455]*/, v[174:175] /*v[430:431]*/, v[8:9], v[198:199] /*v[454:455]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[200:201] /*v[456:457]*/, v[186:187] /*v[442:443]*/, v[6:7], v[200:201] /*v[456:457]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[104:105] /*v[360:361]*/, v[186:187] /*v[442:443]*/, v[8:9], v[104:105] /*v[360:361]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[202:203] /*v[458:459]*/, v[182:183] /*v[438:439]*/, v[6:7], v[202:203] /*v[458:459]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[204:205] /*v[460:461]*/, v[182:183] /*v[438:439]*/, v[8:9], v[204:205] /*v[460:461]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[208:209] /*v[464:465]*/, v[190:191] /*v[446:447]*/, v[6:7], v[208:209] /*v[464:465]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[210:211] /*v[466:467]*/, v[190:191] /*v[446:447]*/, v[8:9], v[210:211] /*v[466:467]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[16:17], v[194:195] /*v[450:451]*/, v[6:7], v[16:17] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[144:145] /*v[400:401]*/, v[194:195] /*v[450:451]*/, v[8:9], v[144:145] /*v[400:401]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 18                       ;  msbs: dst=0 src0=2 src1=0 src2=1
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[2:5], v147 /*v659*/ offset:2560
	.loc	1 44 25                         ; generate.py:44:25
	v_pk_fma_f32 v[6:7], v[6:7] /*v[518:519]*/, v[6:7], v[212:213] /*v[468:469]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[6:7] /*v[518:519]*/, v[8:9], v[206:207] /*v[462:463]*/ op_sel_hi:[0,1,1]
	s_wait_dscnt 0x1
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[180:181] /*v[436:437]*/, v[74:75] /*v[330:331]*/, v[10:11], v[180:181] /*v[436:437]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[74:75] /*v[330:331]*/, v[74:75] /*v[330:331]*/, v[12:13], v[102:103] /*v[358:359]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[102:103] /*v[358:359]*/, v[154:155] /*v[410:411]*/, v[10:11], v[142:143] /*v[398:399]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[142:143] /*v[398:399]*/, v[154:155] /*v[410:411]*/, v[12:13], v[178:179] /*v[434:435]*/ op_sel:[1,0,0]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[14:15], v[174:175] /*v[430:431]*/, v[10:11], v[14:15] op_sel:[1,0,0]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[154:155] /*v[410:411]*/, v[174:175] /*v[430:431]*/, v[12:13], v[198:199] /*v[454:455]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[174:175] /*v[430:431]*/, v[186:187] /*v[442:443]*/, v[10:11], v[200:201] /*v[456:457]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[104:105] /*v[360:361]*/, v[186:187] /*v[442:443]*/, v[12:13], v[104:105] /*v[360:361]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[178:179] /*v[434:435]*/, v[182:183] /*v[438:439]*/, v[10:11], v[202:203] /*v[458:459]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[182:183] /*v[438:439]*/, v[182:183] /*v[438:439]*/, v[12:13], v[204:205] /*v[460:461]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[186:187] /*v[442:443]*/, v[190:191] /*v[446:447]*/, v[10:11], v[208:209] /*v[464:465]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[190:191] /*v[446:447]*/, v[190:191] /*v[446:447]*/, v[12:13], v[210:211] /*v[466:467]*/ op_sel:[1,0,0]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[16:17], v[194:195] /*v[450:451]*/, v[10:11], v[16:17] op_sel:[1,0,0]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[144:145] /*v[400:401]*/, v[194:195] /*v[450:451]*/, v[12:13], v[144:145] /*v[400:401]*/ op_sel:[1,0,0]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	v_pk_fma_f32 v[10:11], v[6:7] /*v[518:519]*/, v[10:11], v[6:7] op_sel:[1,0,0]
	v_pk_fma_f32 v[12:13], v[6:7] /*v[518:519]*/, v[12:13], v[8:9] op_sel:[1,0,0]
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[6:9], v147 /*v659*/ offset:2816
	.loc	1 44 25                         ; generate.py:44:25
	s_wait_dscnt 0x1
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[102:103] /*v[358:359]*/, v[156:157] /*v[412:413]*/, v[2:3], v[102:103] /*v[358:359]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[142:143] /*v[398:399]*/, v[156:157] /*v[412:413]*/, v[4:5], v[142:143] /*v[398:399]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[14:15], v[176:177] /*v[432:433]*/, v[2:3], v[14:15] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[154:155] /*v[410:411]*/, v[176:177] /*v[432:433]*/, v[4:5], v[154:155] /*v[410:411]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x42                     ;  msbs: dst=1 src0=2 src1=0 src2=0
	v_pk_fma_f32 v[194:195] /*v[450:451]*/, v[8:9] /*v[520:521]*/, v[2:3], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[198:199] /*v[454:455]*/, v[8:9] /*v[520:521]*/, v[4:5], v[12:13] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_dual_mov_b32 v10, v157 /*v413*/ :: v_dual_mov_b32 v12, v177 /*v433*/
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[180:181] /*v[436:437]*/, v[76:77] /*v[332:333]*/, v[2:3], v[180:181] /*v[436:437]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[74:75] /*v[330:331]*/, v[76:77] /*v[332:333]*/, v[4:5], v[74:75] /*v[330:331]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[174:175] /*v[430:431]*/, v[188:189] /*v[444:445]*/, v[2:3], v[174:175] /*v[430:431]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[104:105] /*v[360:361]*/, v[188:189] /*v[444:445]*/, v[4:5], v[104:105] /*v[360:361]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[178:179] /*v[434:435]*/, v[184:185] /*v[440:441]*/, v[2:3], v[178:179] /*v[434:435]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[182:183] /*v[438:439]*/, v[184:185] /*v[440:441]*/, v[4:5], v[182:183] /*v[438:439]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[186:187] /*v[442:443]*/, v[192:193] /*v[448:449]*/, v[2:3], v[186:187] /*v[442:443]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[190:191] /*v[446:447]*/, v[192:193] /*v[448:449]*/, v[4:5], v[190:191] /*v[446:447]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[16:17], v[196:197] /*v[452:453]*/, v[2:3], v[16:17] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[144:145] /*v[400:401]*/, v[196:197] /*v[452:453]*/, v[4:5], v[144:145] /*v[400:401]*/ op_sel_hi:[0,1,1]
	v_mov_b32_e32 v76 /*v332*/, v77 /*v333*/
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[2:5], v147 /*v659*/ offset:3072
	.loc	1 44 25                         ; generate.py:44:25
	s_wait_dscnt 0x1
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[102:103] /*v[358:359]*/, v[10:11], v[6:7], v[102:103] /*v[358:359]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[142:143] /*v[398:399]*/, v[10:11], v[8:9], v[142:143] /*v[398:399]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[14:15], v[12:13], v[6:7], v[14:15] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[154:155] /*v[410:411]*/, v[12:13], v[8:9], v[154:155] /*v[410:411]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_dual_mov_b32 v10, v185 /*v441*/ :: v_dual_mov_b32 v12, v193 /*v449*/
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[156:157] /*v[412:413]*/, v[76:77] /*v[332:333]*/, v[6:7], v[180:181] /*v[436:437]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[74:75] /*v[330:331]*/, v[76:77] /*v[332:333]*/, v[8:9], v[74:75] /*v[330:331]*/ op_sel_hi:[0,1,1]
	v_mov_b32_e32 v76 /*v332*/, v189 /*v445*/
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[176:177] /*v[432:433]*/, v[10:11], v[6:7], v[178:179] /*v[434:435]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[178:179] /*v[434:435]*/, v[10:11], v[8:9], v[182:183] /*v[438:439]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[182:183] /*v[438:439]*/, v[12:13], v[6:7], v[186:187] /*v[442:443]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[184:185] /*v[440:441]*/, v[12:13], v[8:9], v[190:191] /*v[446:447]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[10:13], v147 /*v659*/ offset:3328
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	.loc	1 44 25                         ; generate.py:44:25
	v_pk_fma_f32 v[174:175] /*v[430:431]*/, v[76:77] /*v[332:333]*/, v[6:7], v[174:175] /*v[430:431]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[76:77] /*v[332:333]*/, v[76:77] /*v[332:333]*/, v[8:9], v[104:105] /*v[360:361]*/ op_sel_hi:[0,1,1]
	v_mov_b32_e32 v104 /*v360*/, v197 /*v453*/
	s_set_vgpr_msb 0x42                     ;  msbs: dst=1 src0=2 src1=0 src2=0
	v_mov_b32_e32 v180 /*v436*/, v9 /*v521*/
	s_wait_dscnt 0x1
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[156:157] /*v[412:413]*/, v[38:39] /*v[294:295]*/, v[2:3], v[156:157] /*v[412:413]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[74:75] /*v[330:331]*/, v[38:39] /*v[294:295]*/, v[4:5], v[74:75] /*v[330:331]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[16:17], v[104:105] /*v[360:361]*/, v[6:7], v[16:17] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[104:105] /*v[360:361]*/, v[104:105] /*v[360:361]*/, v[8:9], v[144:145] /*v[400:401]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[144:145] /*v[400:401]*/, v[180:181] /*v[436:437]*/, v[6:7], v[194:195] /*v[450:451]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[180:181] /*v[436:437]*/, v[180:181] /*v[436:437]*/, v[8:9], v[198:199] /*v[454:455]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[102:103] /*v[358:359]*/, v[126:127] /*v[382:383]*/, v[2:3], v[102:103] /*v[358:359]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[142:143] /*v[398:399]*/, v[126:127] /*v[382:383]*/, v[4:5], v[142:143] /*v[398:399]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[14:15], v[150:151] /*v[406:407]*/, v[2:3], v[14:15] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[154:155] /*v[410:411]*/, v[150:151] /*v[406:407]*/, v[4:5], v[154:155] /*v[410:411]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[174:175] /*v[430:431]*/, v[162:163] /*v[418:419]*/, v[2:3], v[174:175] /*v[430:431]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[76:77] /*v[332:333]*/, v[162:163] /*v[418:419]*/, v[4:5], v[76:77] /*v[332:333]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[176:177] /*v[432:433]*/, v[158:159] /*v[414:415]*/, v[2:3], v[176:177] /*v[432:433]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[178:179] /*v[434:435]*/, v[158:159] /*v[414:415]*/, v[4:5], v[178:179] /*v[434:435]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[182:183] /*v[438:439]*/, v[166:167] /*v[422:423]*/, v[2:3], v[182:183] /*v[438:439]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[184:185] /*v[440:441]*/, v[166:167] /*v[422:423]*/, v[4:5], v[184:185] /*v[440:441]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[16:17], v[170:171] /*v[426:427]*/, v[2:3], v[16:17] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[104:105] /*v[360:361]*/, v[170:171] /*v[426:427]*/, v[4:5], v[104:105] /*v[360:361]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 18                       ;  msbs: dst=0 src0=2 src1=0 src2=1
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[6:9], v147 /*v659*/ offset:3584
	.loc	1 44 25                         ; generate.py:44:25
	v_pk_fma_f32 v[2:3], v[2:3] /*v[514:515]*/, v[2:3], v[144:145] /*v[400:401]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[2:3] /*v[514:515]*/, v[4:5], v[180:181] /*v[436:437]*/ op_sel_hi:[0,1,1]
	s_wait_dscnt 0x1
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[144:145] /*v[400:401]*/, v[38:39] /*v[294:295]*/, v[10:11], v[156:157] /*v[412:413]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[38:39] /*v[294:295]*/, v[38:39] /*v[294:295]*/, v[12:13], v[74:75] /*v[330:331]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[74:75] /*v[330:331]*/, v[126:127] /*v[382:383]*/, v[10:11], v[102:103] /*v[358:359]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[102:103] /*v[358:359]*/, v[126:127] /*v[382:383]*/, v[12:13], v[142:143] /*v[398:399]*/ op_sel:[1,0,0]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[14:15], v[150:151] /*v[406:407]*/, v[10:11], v[14:15] op_sel:[1,0,0]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[126:127] /*v[382:383]*/, v[150:151] /*v[406:407]*/, v[12:13], v[154:155] /*v[410:411]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[142:143] /*v[398:399]*/, v[162:163] /*v[418:419]*/, v[10:11], v[174:175] /*v[430:431]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[76:77] /*v[332:333]*/, v[162:163] /*v[418:419]*/, v[12:13], v[76:77] /*v[332:333]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[150:151] /*v[406:407]*/, v[158:159] /*v[414:415]*/, v[10:11], v[176:177] /*v[432:433]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[154:155] /*v[410:411]*/, v[158:159] /*v[414:415]*/, v[12:13], v[178:179] /*v[434:435]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[156:157] /*v[412:413]*/, v[166:167] /*v[422:423]*/, v[10:11], v[182:183] /*v[438:439]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[158:159] /*v[414:415]*/, v[166:167] /*v[422:423]*/, v[12:13], v[184:185] /*v[440:441]*/ op_sel:[1,0,0]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[16:17], v[170:171] /*v[426:427]*/, v[10:11], v[16:17] op_sel:[1,0,0]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[104:105] /*v[360:361]*/, v[170:171] /*v[426:427]*/, v[12:13], v[104:105] /*v[360:361]*/ op_sel:[1,0,0]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	v_pk_fma_f32 v[10:11], v[2:3] /*v[514:515]*/, v[10:11], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[12:13], v[2:3] /*v[514:515]*/, v[12:13], v[4:5] op_sel:[1,0,0]
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[2:5], v147 /*v659*/ offset:3840
	.loc	1 44 25                         ; generate.py:44:25
	s_wait_dscnt 0x1
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[74:75] /*v[330:331]*/, v[128:129] /*v[384:385]*/, v[6:7], v[74:75] /*v[330:331]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[102:103] /*v[358:359]*/, v[128:129] /*v[384:385]*/, v[8:9], v[102:103] /*v[358:359]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[14:15], v[152:153] /*v[408:409]*/, v[6:7], v[14:15] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[126:127] /*v[382:383]*/, v[152:153] /*v[408:409]*/, v[8:9], v[126:127] /*v[382:383]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x42                     ;  msbs: dst=1 src0=2 src1=0 src2=0
	v_pk_fma_f32 v[162:163] /*v[418:419]*/, v[4:5] /*v[516:517]*/, v[6:7], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[166:167] /*v[422:423]*/, v[4:5] /*v[516:517]*/, v[8:9], v[12:13] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_dual_mov_b32 v10, v129 /*v385*/ :: v_dual_mov_b32 v12, v153 /*v409*/
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[144:145] /*v[400:401]*/, v[40:41] /*v[296:297]*/, v[6:7], v[144:145] /*v[400:401]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[38:39] /*v[294:295]*/, v[40:41] /*v[296:297]*/, v[8:9], v[38:39] /*v[294:295]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[142:143] /*v[398:399]*/, v[164:165] /*v[420:421]*/, v[6:7], v[142:143] /*v[398:399]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[76:77] /*v[332:333]*/, v[164:165] /*v[420:421]*/, v[8:9], v[76:77] /*v[332:333]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[150:151] /*v[406:407]*/, v[160:161] /*v[416:417]*/, v[6:7], v[150:151] /*v[406:407]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[154:155] /*v[410:411]*/, v[160:161] /*v[416:417]*/, v[8:9], v[154:155] /*v[410:411]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[156:157] /*v[412:413]*/, v[168:169] /*v[424:425]*/, v[6:7], v[156:157] /*v[412:413]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[158:159] /*v[414:415]*/, v[168:169] /*v[424:425]*/, v[8:9], v[158:159] /*v[414:415]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[16:17], v[172:173] /*v[428:429]*/, v[6:7], v[16:17] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[104:105] /*v[360:361]*/, v[172:173] /*v[428:429]*/, v[8:9], v[104:105] /*v[360:361]*/ op_sel_hi:[0,1,1]
	v_mov_b32_e32 v40 /*v296*/, v41 /*v297*/
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[6:9], v147 /*v659*/ offset:4096
	.loc	1 44 25                         ; generate.py:44:25
	s_wait_dscnt 0x1
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[74:75] /*v[330:331]*/, v[10:11], v[2:3], v[74:75] /*v[330:331]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[102:103] /*v[358:359]*/, v[10:11], v[4:5], v[102:103] /*v[358:359]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[14:15], v[12:13], v[2:3], v[14:15] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[126:127] /*v[382:383]*/, v[12:13], v[4:5], v[126:127] /*v[382:383]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_dual_mov_b32 v10, v161 /*v417*/ :: v_dual_mov_b32 v12, v169 /*v425*/
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[128:129] /*v[384:385]*/, v[40:41] /*v[296:297]*/, v[2:3], v[144:145] /*v[400:401]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[38:39] /*v[294:295]*/, v[40:41] /*v[296:297]*/, v[4:5], v[38:39] /*v[294:295]*/ op_sel_hi:[0,1,1]
	v_mov_b32_e32 v40 /*v296*/, v165 /*v421*/
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[144:145] /*v[400:401]*/, v[10:11], v[2:3], v[150:151] /*v[406:407]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[150:151] /*v[406:407]*/, v[10:11], v[4:5], v[154:155] /*v[410:411]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[154:155] /*v[410:411]*/, v[12:13], v[2:3], v[156:157] /*v[412:413]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[156:157] /*v[412:413]*/, v[12:13], v[4:5], v[158:159] /*v[414:415]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[10:13], v147 /*v659*/ offset:4352
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	.loc	1 44 25                         ; generate.py:44:25
	v_pk_fma_f32 v[142:143] /*v[398:399]*/, v[40:41] /*v[296:297]*/, v[2:3], v[142:143] /*v[398:399]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[40:41] /*v[296:297]*/, v[40:41] /*v[296:297]*/, v[4:5], v[76:77] /*v[332:333]*/ op_sel_hi:[0,1,1]
	v_mov_b32_e32 v76 /*v332*/, v173 /*v429*/
	s_set_vgpr_msb 0x42                     ;  msbs: dst=1 src0=2 src1=0 src2=0
	v_mov_b32_e32 v152 /*v408*/, v5 /*v517*/
	s_wait_dscnt 0x1
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[128:129] /*v[384:385]*/, v[2:3] /*v[258:259]*/, v[6:7], v[128:129] /*v[384:385]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[38:39] /*v[294:295]*/, v[2:3] /*v[258:259]*/, v[8:9], v[38:39] /*v[294:295]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[16:17], v[76:77] /*v[332:333]*/, v[2:3], v[16:17] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[76:77] /*v[332:333]*/, v[76:77] /*v[332:333]*/, v[4:5], v[104:105] /*v[360:361]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[104:105] /*v[360:361]*/, v[152:153] /*v[408:409]*/, v[2:3], v[162:163] /*v[418:419]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[152:153] /*v[408:409]*/, v[152:153] /*v[408:409]*/, v[4:5], v[166:167] /*v[422:423]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[74:75] /*v[330:331]*/, v[98:99] /*v[354:355]*/, v[6:7], v[74:75] /*v[330:331]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[102:103] /*v[358:359]*/, v[98:99] /*v[354:355]*/, v[8:9], v[102:103] /*v[358:359]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[14:15], v[122:123] /*v[378:379]*/, v[6:7], v[14:15] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[126:127] /*v[382:383]*/, v[122:123] /*v[378:379]*/, v[8:9], v[126:127] /*v[382:383]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[142:143] /*v[398:399]*/, v[134:135] /*v[390:391]*/, v[6:7], v[142:143] /*v[398:399]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[40:41] /*v[296:297]*/, v[134:135] /*v[390:391]*/, v[8:9], v[40:41] /*v[296:297]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[144:145] /*v[400:401]*/, v[130:131] /*v[386:387]*/, v[6:7], v[144:145] /*v[400:401]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[150:151] /*v[406:407]*/, v[130:131] /*v[386:387]*/, v[8:9], v[150:151] /*v[406:407]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[154:155] /*v[410:411]*/, v[138:139] /*v[394:395]*/, v[6:7], v[154:155] /*v[410:411]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[156:157] /*v[412:413]*/, v[138:139] /*v[394:395]*/, v[8:9], v[156:157] /*v[412:413]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[16:17], v[146:147] /*v[402:403]*/, v[6:7], v[16:17] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[76:77] /*v[332:333]*/, v[146:147] /*v[402:403]*/, v[8:9], v[76:77] /*v[332:333]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[2:5], v147 /*v659*/ offset:4608
	s_set_vgpr_msb 17                       ;  msbs: dst=0 src0=1 src1=0 src2=1
	.loc	1 44 25                         ; generate.py:44:25
	v_pk_fma_f32 v[6:7], v[254:255] /*v[510:511]*/, v[6:7], v[104:105] /*v[360:361]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[254:255] /*v[510:511]*/, v[8:9], v[152:153] /*v[408:409]*/ op_sel_hi:[0,1,1]
	s_wait_dscnt 0x1
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[104:105] /*v[360:361]*/, v[2:3] /*v[258:259]*/, v[10:11], v[128:129] /*v[384:385]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[2:3] /*v[258:259]*/, v[2:3] /*v[258:259]*/, v[12:13], v[38:39] /*v[294:295]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[38:39] /*v[294:295]*/, v[98:99] /*v[354:355]*/, v[10:11], v[74:75] /*v[330:331]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[74:75] /*v[330:331]*/, v[98:99] /*v[354:355]*/, v[12:13], v[102:103] /*v[358:359]*/ op_sel:[1,0,0]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[14:15], v[122:123] /*v[378:379]*/, v[10:11], v[14:15] op_sel:[1,0,0]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[98:99] /*v[354:355]*/, v[122:123] /*v[378:379]*/, v[12:13], v[126:127] /*v[382:383]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[102:103] /*v[358:359]*/, v[134:135] /*v[390:391]*/, v[10:11], v[142:143] /*v[398:399]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[40:41] /*v[296:297]*/, v[134:135] /*v[390:391]*/, v[12:13], v[40:41] /*v[296:297]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[122:123] /*v[378:379]*/, v[130:131] /*v[386:387]*/, v[10:11], v[144:145] /*v[400:401]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[126:127] /*v[382:383]*/, v[130:131] /*v[386:387]*/, v[12:13], v[150:151] /*v[406:407]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[128:129] /*v[384:385]*/, v[138:139] /*v[394:395]*/, v[10:11], v[154:155] /*v[410:411]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[130:131] /*v[386:387]*/, v[138:139] /*v[394:395]*/, v[12:13], v[156:157] /*v[412:413]*/ op_sel:[1,0,0]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[16:17], v[146:147] /*v[402:403]*/, v[10:11], v[16:17] op_sel:[1,0,0]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[76:77] /*v[332:333]*/, v[146:147] /*v[402:403]*/, v[12:13], v[76:77] /*v[332:333]*/ op_sel:[1,0,0]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[10:11], v[254:255] /*v[510:511]*/, v[10:11], v[6:7] op_sel:[1,0,0]
	v_pk_fma_f32 v[12:13], v[254:255] /*v[510:511]*/, v[12:13], v[8:9] op_sel:[1,0,0]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[6:9], v147 /*v659*/ offset:4864
	.loc	1 44 25                         ; generate.py:44:25
	s_wait_dscnt 0x1
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[38:39] /*v[294:295]*/, v[100:101] /*v[356:357]*/, v[2:3], v[38:39] /*v[294:295]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[74:75] /*v[330:331]*/, v[100:101] /*v[356:357]*/, v[4:5], v[74:75] /*v[330:331]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[14:15], v[124:125] /*v[380:381]*/, v[2:3], v[14:15] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[98:99] /*v[354:355]*/, v[124:125] /*v[380:381]*/, v[4:5], v[98:99] /*v[354:355]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x42                     ;  msbs: dst=1 src0=2 src1=0 src2=0
	v_pk_fma_f32 v[134:135] /*v[390:391]*/, v[0:1] /*v[512:513]*/, v[2:3], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[138:139] /*v[394:395]*/, v[0:1] /*v[512:513]*/, v[4:5], v[12:13] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_dual_mov_b32 v10, v101 /*v357*/ :: v_dual_mov_b32 v12, v125 /*v381*/
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[104:105] /*v[360:361]*/, v[4:5] /*v[260:261]*/, v[2:3], v[104:105] /*v[360:361]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3] /*v[258:259]*/, v[4:5] /*v[260:261]*/, v[4:5], v[2:3] /*v[258:259]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[102:103] /*v[358:359]*/, v[136:137] /*v[392:393]*/, v[2:3], v[102:103] /*v[358:359]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[40:41] /*v[296:297]*/, v[136:137] /*v[392:393]*/, v[4:5], v[40:41] /*v[296:297]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[122:123] /*v[378:379]*/, v[132:133] /*v[388:389]*/, v[2:3], v[122:123] /*v[378:379]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[126:127] /*v[382:383]*/, v[132:133] /*v[388:389]*/, v[4:5], v[126:127] /*v[382:383]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[128:129] /*v[384:385]*/, v[140:141] /*v[396:397]*/, v[2:3], v[128:129] /*v[384:385]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[130:131] /*v[386:387]*/, v[140:141] /*v[396:397]*/, v[4:5], v[130:131] /*v[386:387]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[16:17], v[148:149] /*v[404:405]*/, v[2:3], v[16:17] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[76:77] /*v[332:333]*/, v[148:149] /*v[404:405]*/, v[4:5], v[76:77] /*v[332:333]*/ op_sel_hi:[0,1,1]
	v_mov_b32_e32 v4 /*v260*/, v5 /*v261*/
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[2:5], v147 /*v659*/ offset:5120
	.loc	1 44 25                         ; generate.py:44:25
	s_wait_dscnt 0x1
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[38:39] /*v[294:295]*/, v[10:11], v[6:7], v[38:39] /*v[294:295]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[74:75] /*v[330:331]*/, v[10:11], v[8:9], v[74:75] /*v[330:331]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[14:15], v[12:13], v[6:7], v[14:15] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[98:99] /*v[354:355]*/, v[12:13], v[8:9], v[98:99] /*v[354:355]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_dual_mov_b32 v10, v133 /*v389*/ :: v_dual_mov_b32 v12, v141 /*v397*/
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[100:101] /*v[356:357]*/, v[4:5] /*v[260:261]*/, v[6:7], v[104:105] /*v[360:361]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3] /*v[258:259]*/, v[4:5] /*v[260:261]*/, v[8:9], v[2:3] /*v[258:259]*/ op_sel_hi:[0,1,1]
	v_mov_b32_e32 v4 /*v260*/, v137 /*v393*/
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[104:105] /*v[360:361]*/, v[10:11], v[6:7], v[122:123] /*v[378:379]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[122:123] /*v[378:379]*/, v[10:11], v[8:9], v[126:127] /*v[382:383]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[126:127] /*v[382:383]*/, v[12:13], v[6:7], v[128:129] /*v[384:385]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[128:129] /*v[384:385]*/, v[12:13], v[8:9], v[130:131] /*v[386:387]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[10:13], v147 /*v659*/ offset:5376
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	.loc	1 44 25                         ; generate.py:44:25
	v_pk_fma_f32 v[102:103] /*v[358:359]*/, v[4:5] /*v[260:261]*/, v[6:7], v[102:103] /*v[358:359]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5] /*v[260:261]*/, v[4:5] /*v[260:261]*/, v[8:9], v[40:41] /*v[296:297]*/ op_sel_hi:[0,1,1]
	v_mov_b32_e32 v40 /*v296*/, v149 /*v405*/
	s_set_vgpr_msb 0x42                     ;  msbs: dst=1 src0=2 src1=0 src2=0
	v_mov_b32_e32 v124 /*v380*/, v1 /*v513*/
	s_wait_dscnt 0x1
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[100:101] /*v[356:357]*/, v[250:251], v[2:3], v[100:101] /*v[356:357]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3] /*v[258:259]*/, v[250:251], v[4:5], v[2:3] /*v[258:259]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[16:17], v[40:41] /*v[296:297]*/, v[6:7], v[16:17] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[40:41] /*v[296:297]*/, v[40:41] /*v[296:297]*/, v[8:9], v[76:77] /*v[332:333]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[76:77] /*v[332:333]*/, v[124:125] /*v[380:381]*/, v[6:7], v[134:135] /*v[390:391]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[124:125] /*v[380:381]*/, v[124:125] /*v[380:381]*/, v[8:9], v[138:139] /*v[394:395]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[38:39] /*v[294:295]*/, v[70:71] /*v[326:327]*/, v[2:3], v[38:39] /*v[294:295]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[74:75] /*v[330:331]*/, v[70:71] /*v[326:327]*/, v[4:5], v[74:75] /*v[330:331]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[14:15], v[94:95] /*v[350:351]*/, v[2:3], v[14:15] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[98:99] /*v[354:355]*/, v[94:95] /*v[350:351]*/, v[4:5], v[98:99] /*v[354:355]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[102:103] /*v[358:359]*/, v[110:111] /*v[366:367]*/, v[2:3], v[102:103] /*v[358:359]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5] /*v[260:261]*/, v[110:111] /*v[366:367]*/, v[4:5], v[4:5] /*v[260:261]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[104:105] /*v[360:361]*/, v[106:107] /*v[362:363]*/, v[2:3], v[104:105] /*v[360:361]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[122:123] /*v[378:379]*/, v[106:107] /*v[362:363]*/, v[4:5], v[122:123] /*v[378:379]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[126:127] /*v[382:383]*/, v[114:115] /*v[370:371]*/, v[2:3], v[126:127] /*v[382:383]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[128:129] /*v[384:385]*/, v[114:115] /*v[370:371]*/, v[4:5], v[128:129] /*v[384:385]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[16:17], v[118:119] /*v[374:375]*/, v[2:3], v[16:17] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[40:41] /*v[296:297]*/, v[118:119] /*v[374:375]*/, v[4:5], v[40:41] /*v[296:297]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[6:9], v147 /*v659*/ offset:5632
	s_set_vgpr_msb 17                       ;  msbs: dst=0 src0=1 src1=0 src2=1
	.loc	1 44 25                         ; generate.py:44:25
	v_pk_fma_f32 v[2:3], v[250:251] /*v[506:507]*/, v[2:3], v[76:77] /*v[332:333]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[250:251] /*v[506:507]*/, v[4:5], v[124:125] /*v[380:381]*/ op_sel_hi:[0,1,1]
	s_wait_dscnt 0x1
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[76:77] /*v[332:333]*/, v[250:251], v[10:11], v[100:101] /*v[356:357]*/ op_sel:[1,0,0]
	s_set_vgpr_msb 16                       ;  msbs: dst=0 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[250:251], v[250:251], v[12:13], v[2:3] /*v[258:259]*/ op_sel:[1,0,0]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[2:3] /*v[258:259]*/, v[70:71] /*v[326:327]*/, v[10:11], v[38:39] /*v[294:295]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[38:39] /*v[294:295]*/, v[70:71] /*v[326:327]*/, v[12:13], v[74:75] /*v[330:331]*/ op_sel:[1,0,0]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[14:15], v[94:95] /*v[350:351]*/, v[10:11], v[14:15] op_sel:[1,0,0]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[70:71] /*v[326:327]*/, v[94:95] /*v[350:351]*/, v[12:13], v[98:99] /*v[354:355]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[74:75] /*v[330:331]*/, v[110:111] /*v[366:367]*/, v[10:11], v[102:103] /*v[358:359]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[4:5] /*v[260:261]*/, v[110:111] /*v[366:367]*/, v[12:13], v[4:5] /*v[260:261]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[94:95] /*v[350:351]*/, v[106:107] /*v[362:363]*/, v[10:11], v[104:105] /*v[360:361]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[98:99] /*v[354:355]*/, v[106:107] /*v[362:363]*/, v[12:13], v[122:123] /*v[378:379]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[100:101] /*v[356:357]*/, v[114:115] /*v[370:371]*/, v[10:11], v[126:127] /*v[382:383]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[102:103] /*v[358:359]*/, v[114:115] /*v[370:371]*/, v[12:13], v[128:129] /*v[384:385]*/ op_sel:[1,0,0]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[16:17], v[118:119] /*v[374:375]*/, v[10:11], v[16:17] op_sel:[1,0,0]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[40:41] /*v[296:297]*/, v[118:119] /*v[374:375]*/, v[12:13], v[40:41] /*v[296:297]*/ op_sel:[1,0,0]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[10:11], v[250:251] /*v[506:507]*/, v[10:11], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[12:13], v[250:251] /*v[506:507]*/, v[12:13], v[4:5] op_sel:[1,0,0]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[2:5], v147 /*v659*/ offset:5888
	.loc	1 44 25                         ; generate.py:44:25
	s_wait_dscnt 0x1
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[2:3] /*v[258:259]*/, v[72:73] /*v[328:329]*/, v[6:7], v[2:3] /*v[258:259]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[38:39] /*v[294:295]*/, v[72:73] /*v[328:329]*/, v[8:9], v[38:39] /*v[294:295]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[14:15], v[96:97] /*v[352:353]*/, v[6:7], v[14:15] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[70:71] /*v[326:327]*/, v[96:97] /*v[352:353]*/, v[8:9], v[70:71] /*v[326:327]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x41                     ;  msbs: dst=1 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[104:105] /*v[360:361]*/, v[252:253] /*v[508:509]*/, v[6:7], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[106:107] /*v[362:363]*/, v[252:253] /*v[508:509]*/, v[8:9], v[12:13] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_dual_mov_b32 v10, v73 /*v329*/ :: v_dual_mov_b32 v12, v97 /*v353*/
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[76:77] /*v[332:333]*/, v[252:253], v[6:7], v[76:77] /*v[332:333]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[250:251], v[252:253], v[8:9], v[250:251] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[74:75] /*v[330:331]*/, v[112:113] /*v[368:369]*/, v[6:7], v[74:75] /*v[330:331]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5] /*v[260:261]*/, v[112:113] /*v[368:369]*/, v[8:9], v[4:5] /*v[260:261]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[94:95] /*v[350:351]*/, v[108:109] /*v[364:365]*/, v[6:7], v[94:95] /*v[350:351]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[98:99] /*v[354:355]*/, v[108:109] /*v[364:365]*/, v[8:9], v[98:99] /*v[354:355]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[100:101] /*v[356:357]*/, v[116:117] /*v[372:373]*/, v[6:7], v[100:101] /*v[356:357]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[102:103] /*v[358:359]*/, v[116:117] /*v[372:373]*/, v[8:9], v[102:103] /*v[358:359]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[16:17], v[120:121] /*v[376:377]*/, v[6:7], v[16:17] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[40:41] /*v[296:297]*/, v[120:121] /*v[376:377]*/, v[8:9], v[40:41] /*v[296:297]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_mov_b32_e32 v252, v253
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[6:9], v147 /*v659*/ offset:6144
	.loc	1 44 25                         ; generate.py:44:25
	s_wait_dscnt 0x1
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[2:3] /*v[258:259]*/, v[10:11], v[2:3], v[2:3] /*v[258:259]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[38:39] /*v[294:295]*/, v[10:11], v[4:5], v[38:39] /*v[294:295]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[14:15], v[12:13], v[2:3], v[14:15] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[70:71] /*v[326:327]*/, v[12:13], v[4:5], v[70:71] /*v[326:327]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_dual_mov_b32 v10, v109 /*v365*/ :: v_dual_mov_b32 v12, v117 /*v373*/
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[72:73] /*v[328:329]*/, v[252:253], v[2:3], v[76:77] /*v[332:333]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[250:251], v[252:253], v[4:5], v[250:251] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_mov_b32_e32 v252, v113 /*v369*/
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[76:77] /*v[332:333]*/, v[10:11], v[2:3], v[94:95] /*v[350:351]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[94:95] /*v[350:351]*/, v[10:11], v[4:5], v[98:99] /*v[354:355]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[98:99] /*v[354:355]*/, v[12:13], v[2:3], v[100:101] /*v[356:357]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[100:101] /*v[356:357]*/, v[12:13], v[4:5], v[102:103] /*v[358:359]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[10:13], v147 /*v659*/ offset:6400
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	.loc	1 44 25                         ; generate.py:44:25
	v_pk_fma_f32 v[74:75] /*v[330:331]*/, v[252:253], v[2:3], v[74:75] /*v[330:331]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 16                       ;  msbs: dst=0 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[252:253], v[252:253], v[4:5], v[4:5] /*v[260:261]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x41                     ;  msbs: dst=1 src0=1 src1=0 src2=0
	v_dual_mov_b32 v4 /*v260*/, v121 /*v377*/ :: v_dual_mov_b32 v96 /*v352*/, v253 /*v509*/
	s_wait_dscnt 0x1
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[72:73] /*v[328:329]*/, v[246:247], v[6:7], v[72:73] /*v[328:329]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[250:251], v[246:247], v[8:9], v[250:251] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[16:17], v[4:5] /*v[260:261]*/, v[2:3], v[16:17] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[4:5] /*v[260:261]*/, v[4:5] /*v[260:261]*/, v[4:5], v[40:41] /*v[296:297]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[40:41] /*v[296:297]*/, v[96:97] /*v[352:353]*/, v[2:3], v[104:105] /*v[360:361]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[96:97] /*v[352:353]*/, v[96:97] /*v[352:353]*/, v[4:5], v[106:107] /*v[362:363]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3] /*v[258:259]*/, v[30:31] /*v[286:287]*/, v[6:7], v[2:3] /*v[258:259]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[38:39] /*v[294:295]*/, v[30:31] /*v[286:287]*/, v[8:9], v[38:39] /*v[294:295]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[14:15], v[66:67] /*v[322:323]*/, v[6:7], v[14:15] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[70:71] /*v[326:327]*/, v[66:67] /*v[322:323]*/, v[8:9], v[70:71] /*v[326:327]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[74:75] /*v[330:331]*/, v[82:83] /*v[338:339]*/, v[6:7], v[74:75] /*v[330:331]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[252:253], v[82:83] /*v[338:339]*/, v[8:9], v[252:253] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[76:77] /*v[332:333]*/, v[78:79] /*v[334:335]*/, v[6:7], v[76:77] /*v[332:333]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[94:95] /*v[350:351]*/, v[78:79] /*v[334:335]*/, v[8:9], v[94:95] /*v[350:351]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[98:99] /*v[354:355]*/, v[86:87] /*v[342:343]*/, v[6:7], v[98:99] /*v[354:355]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[100:101] /*v[356:357]*/, v[86:87] /*v[342:343]*/, v[8:9], v[100:101] /*v[356:357]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[16:17], v[90:91] /*v[346:347]*/, v[6:7], v[16:17] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[4:5] /*v[260:261]*/, v[90:91] /*v[346:347]*/, v[8:9], v[4:5] /*v[260:261]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[2:5], v147 /*v659*/ offset:6656
	s_set_vgpr_msb 17                       ;  msbs: dst=0 src0=1 src1=0 src2=1
	.loc	1 44 25                         ; generate.py:44:25
	v_pk_fma_f32 v[6:7], v[246:247] /*v[502:503]*/, v[6:7], v[40:41] /*v[296:297]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[246:247] /*v[502:503]*/, v[8:9], v[96:97] /*v[352:353]*/ op_sel_hi:[0,1,1]
	s_wait_dscnt 0x1
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[40:41] /*v[296:297]*/, v[246:247], v[10:11], v[72:73] /*v[328:329]*/ op_sel:[1,0,0]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[246:247], v[246:247], v[12:13], v[250:251] op_sel:[1,0,0]
	s_set_vgpr_msb 17                       ;  msbs: dst=0 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[250:251], v[30:31] /*v[286:287]*/, v[10:11], v[2:3] /*v[258:259]*/ op_sel:[1,0,0]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[2:3] /*v[258:259]*/, v[30:31] /*v[286:287]*/, v[12:13], v[38:39] /*v[294:295]*/ op_sel:[1,0,0]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[14:15], v[66:67] /*v[322:323]*/, v[10:11], v[14:15] op_sel:[1,0,0]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[30:31] /*v[286:287]*/, v[66:67] /*v[322:323]*/, v[12:13], v[70:71] /*v[326:327]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[38:39] /*v[294:295]*/, v[82:83] /*v[338:339]*/, v[10:11], v[74:75] /*v[330:331]*/ op_sel:[1,0,0]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[252:253], v[82:83] /*v[338:339]*/, v[12:13], v[252:253] op_sel:[1,0,0]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[66:67] /*v[322:323]*/, v[78:79] /*v[334:335]*/, v[10:11], v[76:77] /*v[332:333]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[70:71] /*v[326:327]*/, v[78:79] /*v[334:335]*/, v[12:13], v[94:95] /*v[350:351]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[72:73] /*v[328:329]*/, v[86:87] /*v[342:343]*/, v[10:11], v[98:99] /*v[354:355]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[74:75] /*v[330:331]*/, v[86:87] /*v[342:343]*/, v[12:13], v[100:101] /*v[356:357]*/ op_sel:[1,0,0]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[16:17], v[90:91] /*v[346:347]*/, v[10:11], v[16:17] op_sel:[1,0,0]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[4:5] /*v[260:261]*/, v[90:91] /*v[346:347]*/, v[12:13], v[4:5] /*v[260:261]*/ op_sel:[1,0,0]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[10:11], v[246:247] /*v[502:503]*/, v[10:11], v[6:7] op_sel:[1,0,0]
	v_pk_fma_f32 v[12:13], v[246:247] /*v[502:503]*/, v[12:13], v[8:9] op_sel:[1,0,0]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[6:9], v147 /*v659*/ offset:6912
	.loc	1 44 25                         ; generate.py:44:25
	s_wait_dscnt 0x1
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[250:251], v[32:33] /*v[288:289]*/, v[2:3], v[250:251] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[2:3] /*v[258:259]*/, v[32:33] /*v[288:289]*/, v[4:5], v[2:3] /*v[258:259]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[14:15], v[68:69] /*v[324:325]*/, v[2:3], v[14:15] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[30:31] /*v[286:287]*/, v[68:69] /*v[324:325]*/, v[4:5], v[30:31] /*v[286:287]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x41                     ;  msbs: dst=1 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[76:77] /*v[332:333]*/, v[248:249] /*v[504:505]*/, v[2:3], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[78:79] /*v[334:335]*/, v[248:249] /*v[504:505]*/, v[4:5], v[12:13] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_dual_mov_b32 v10, v33 /*v289*/ :: v_dual_mov_b32 v12, v69 /*v325*/
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[40:41] /*v[296:297]*/, v[248:249], v[2:3], v[40:41] /*v[296:297]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[246:247], v[248:249], v[4:5], v[246:247] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[38:39] /*v[294:295]*/, v[84:85] /*v[340:341]*/, v[2:3], v[38:39] /*v[294:295]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[252:253], v[84:85] /*v[340:341]*/, v[4:5], v[252:253] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[66:67] /*v[322:323]*/, v[80:81] /*v[336:337]*/, v[2:3], v[66:67] /*v[322:323]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[70:71] /*v[326:327]*/, v[80:81] /*v[336:337]*/, v[4:5], v[70:71] /*v[326:327]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[72:73] /*v[328:329]*/, v[88:89] /*v[344:345]*/, v[2:3], v[72:73] /*v[328:329]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[74:75] /*v[330:331]*/, v[88:89] /*v[344:345]*/, v[4:5], v[74:75] /*v[330:331]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[16:17], v[92:93] /*v[348:349]*/, v[2:3], v[16:17] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[4:5] /*v[260:261]*/, v[92:93] /*v[348:349]*/, v[4:5], v[4:5] /*v[260:261]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_mov_b32_e32 v248, v249
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[2:5], v147 /*v659*/ offset:7168
	.loc	1 44 25                         ; generate.py:44:25
	s_wait_dscnt 0x1
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[250:251], v[10:11], v[6:7], v[250:251] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[2:3] /*v[258:259]*/, v[10:11], v[8:9], v[2:3] /*v[258:259]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[14:15], v[12:13], v[6:7], v[14:15] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[30:31] /*v[286:287]*/, v[12:13], v[8:9], v[30:31] /*v[286:287]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_dual_mov_b32 v10, v81 /*v337*/ :: v_dual_mov_b32 v12, v89 /*v345*/
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[32:33] /*v[288:289]*/, v[248:249], v[6:7], v[40:41] /*v[296:297]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[246:247], v[248:249], v[8:9], v[246:247] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_mov_b32_e32 v248, v85 /*v341*/
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[40:41] /*v[296:297]*/, v[10:11], v[6:7], v[66:67] /*v[322:323]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[66:67] /*v[322:323]*/, v[10:11], v[8:9], v[70:71] /*v[326:327]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[70:71] /*v[326:327]*/, v[12:13], v[6:7], v[72:73] /*v[328:329]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[72:73] /*v[328:329]*/, v[12:13], v[8:9], v[74:75] /*v[330:331]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[10:13], v147 /*v659*/ offset:7424
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	.loc	1 44 25                         ; generate.py:44:25
	v_pk_fma_f32 v[38:39] /*v[294:295]*/, v[248:249], v[6:7], v[38:39] /*v[294:295]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[248:249], v[248:249], v[8:9], v[252:253] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_mov_b32_e32 v252, v93 /*v349*/
	s_set_vgpr_msb 0x41                     ;  msbs: dst=1 src0=1 src1=0 src2=0
	v_mov_b32_e32 v68 /*v324*/, v249 /*v505*/
	s_set_vgpr_msb 0x42                     ;  msbs: dst=1 src0=2 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[82:85] /*v[338:341]*/, v147 /*v659*/ offset:15616
	.loc	1 44 25                         ; generate.py:44:25
	s_wait_dscnt 0x2
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[32:33] /*v[288:289]*/, v[210:211], v[2:3], v[32:33] /*v[288:289]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[246:247], v[210:211], v[4:5], v[246:247] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[252:253], v[6:7], v[16:17] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 16                       ;  msbs: dst=0 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[252:253], v[252:253], v[8:9], v[4:5] /*v[260:261]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[4:5] /*v[260:261]*/, v[68:69] /*v[324:325]*/, v[6:7], v[76:77] /*v[332:333]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[68:69] /*v[324:325]*/, v[68:69] /*v[324:325]*/, v[8:9], v[78:79] /*v[334:335]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[250:251], v[254:255], v[2:3], v[250:251] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[2:3] /*v[258:259]*/, v[254:255], v[4:5], v[2:3] /*v[258:259]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[14:15], v[22:23] /*v[278:279]*/, v[2:3], v[14:15] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[30:31] /*v[286:287]*/, v[22:23] /*v[278:279]*/, v[4:5], v[30:31] /*v[286:287]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[38:39] /*v[294:295]*/, v[50:51] /*v[306:307]*/, v[2:3], v[38:39] /*v[294:295]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[248:249], v[50:51] /*v[306:307]*/, v[4:5], v[248:249] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[40:41] /*v[296:297]*/, v[46:47] /*v[302:303]*/, v[2:3], v[40:41] /*v[296:297]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[66:67] /*v[322:323]*/, v[46:47] /*v[302:303]*/, v[4:5], v[66:67] /*v[322:323]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[70:71] /*v[326:327]*/, v[58:59] /*v[314:315]*/, v[2:3], v[70:71] /*v[326:327]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[72:73] /*v[328:329]*/, v[58:59] /*v[314:315]*/, v[4:5], v[72:73] /*v[328:329]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[16:17], v[62:63] /*v[318:319]*/, v[2:3], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[252:253], v[62:63] /*v[318:319]*/, v[4:5], v[252:253] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[6:9], v147 /*v659*/ offset:7680
	s_set_vgpr_msb 17                       ;  msbs: dst=0 src0=1 src1=0 src2=1
	.loc	1 44 25                         ; generate.py:44:25
	v_pk_fma_f32 v[2:3], v[226:227] /*v[482:483]*/, v[2:3], v[4:5] /*v[260:261]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[226:227] /*v[482:483]*/, v[4:5], v[68:69] /*v[324:325]*/ op_sel_hi:[0,1,1]
	s_wait_dscnt 0x2
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[4:5] /*v[260:261]*/, v[210:211], v[10:11], v[32:33] /*v[288:289]*/ op_sel:[1,0,0]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[210:211], v[210:211], v[12:13], v[246:247] op_sel:[1,0,0]
	v_pk_fma_f32 v[246:247], v[254:255], v[10:11], v[250:251] op_sel:[1,0,0]
	s_set_vgpr_msb 16                       ;  msbs: dst=0 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[250:251], v[254:255], v[12:13], v[2:3] /*v[258:259]*/ op_sel:[1,0,0]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[14:15], v[22:23] /*v[278:279]*/, v[10:11], v[14:15] op_sel:[1,0,0]
	s_set_vgpr_msb 17                       ;  msbs: dst=0 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[254:255], v[22:23] /*v[278:279]*/, v[12:13], v[30:31] /*v[286:287]*/ op_sel:[1,0,0]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[2:3] /*v[258:259]*/, v[50:51] /*v[306:307]*/, v[10:11], v[38:39] /*v[294:295]*/ op_sel:[1,0,0]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[248:249], v[50:51] /*v[306:307]*/, v[12:13], v[248:249] op_sel:[1,0,0]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[22:23] /*v[278:279]*/, v[46:47] /*v[302:303]*/, v[10:11], v[40:41] /*v[296:297]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[30:31] /*v[286:287]*/, v[46:47] /*v[302:303]*/, v[12:13], v[66:67] /*v[322:323]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[32:33] /*v[288:289]*/, v[58:59] /*v[314:315]*/, v[10:11], v[70:71] /*v[326:327]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[38:39] /*v[294:295]*/, v[58:59] /*v[314:315]*/, v[12:13], v[72:73] /*v[328:329]*/ op_sel:[1,0,0]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[16:17], v[62:63] /*v[318:319]*/, v[10:11], v[16:17] op_sel:[1,0,0]
	v_pk_fma_f32 v[252:253], v[62:63] /*v[318:319]*/, v[12:13], v[252:253] op_sel:[1,0,0]
	v_pk_fma_f32 v[10:11], v[226:227] /*v[482:483]*/, v[10:11], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[12:13], v[226:227] /*v[482:483]*/, v[12:13], v[4:5] op_sel:[1,0,0]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[2:5], v147 /*v659*/ offset:7936
	.loc	1 44 25                         ; generate.py:44:25
	s_wait_dscnt 0x1
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[4:5] /*v[260:261]*/, v[212:213], v[6:7], v[4:5] /*v[260:261]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[210:211], v[212:213], v[8:9], v[210:211] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[246:247], v[0:1] /*v[256:257]*/, v[6:7], v[246:247] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[250:251], v[0:1] /*v[256:257]*/, v[8:9], v[250:251] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[24:25] /*v[280:281]*/, v[6:7], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[254:255], v[24:25] /*v[280:281]*/, v[8:9], v[254:255] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[2:3] /*v[258:259]*/, v[52:53] /*v[308:309]*/, v[6:7], v[2:3] /*v[258:259]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[248:249], v[52:53] /*v[308:309]*/, v[8:9], v[248:249] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[22:23] /*v[278:279]*/, v[48:49] /*v[304:305]*/, v[6:7], v[22:23] /*v[278:279]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[30:31] /*v[286:287]*/, v[48:49] /*v[304:305]*/, v[8:9], v[30:31] /*v[286:287]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[32:33] /*v[288:289]*/, v[60:61] /*v[316:317]*/, v[6:7], v[32:33] /*v[288:289]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[38:39] /*v[294:295]*/, v[60:61] /*v[316:317]*/, v[8:9], v[38:39] /*v[294:295]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[16:17], v[64:65] /*v[320:321]*/, v[6:7], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[252:253], v[64:65] /*v[320:321]*/, v[8:9], v[252:253] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_mov_b32_e32 v212, v213
	s_set_vgpr_msb 0x41                     ;  msbs: dst=1 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[40:41] /*v[296:297]*/, v[228:229] /*v[484:485]*/, v[6:7], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[46:47] /*v[302:303]*/, v[228:229] /*v[484:485]*/, v[8:9], v[12:13] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_dual_mov_b32 v10, v1 /*v257*/ :: v_dual_mov_b32 v12, v25 /*v281*/
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[6:9], v147 /*v659*/ offset:8192
	.loc	1 44 25                         ; generate.py:44:25
	s_wait_dscnt 0x1
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[0:1] /*v[256:257]*/, v[212:213], v[2:3], v[4:5] /*v[260:261]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[210:211], v[212:213], v[4:5], v[210:211] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_mov_b32_e32 v212, v53 /*v309*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[246:247], v[10:11], v[2:3], v[246:247] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[250:251], v[10:11], v[4:5], v[250:251] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[12:13], v[2:3], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[254:255], v[12:13], v[4:5], v[254:255] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_dual_mov_b32 v10, v49 /*v305*/ :: v_dual_mov_b32 v12, v61 /*v317*/
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[2:3] /*v[258:259]*/, v[212:213], v[2:3], v[2:3] /*v[258:259]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[248:249], v[212:213], v[4:5], v[248:249] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_mov_b32_e32 v212, v65 /*v321*/
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[4:5] /*v[260:261]*/, v[10:11], v[2:3], v[22:23] /*v[278:279]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23] /*v[278:279]*/, v[10:11], v[4:5], v[30:31] /*v[286:287]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x41                     ;  msbs: dst=1 src0=1 src1=0 src2=0
	v_mov_b32_e32 v24 /*v280*/, v229 /*v485*/
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[30:31] /*v[286:287]*/, v[12:13], v[2:3], v[32:33] /*v[288:289]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[32:33] /*v[288:289]*/, v[12:13], v[4:5], v[38:39] /*v[294:295]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[10:13], v147 /*v659*/ offset:8448
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 44 25                         ; generate.py:44:25
	v_pk_fma_f32 v[16:17], v[212:213], v[2:3], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[252:253], v[212:213], v[4:5], v[252:253] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[38:39] /*v[294:295]*/, v[24:25] /*v[280:281]*/, v[2:3], v[40:41] /*v[296:297]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[24:25] /*v[280:281]*/, v[24:25] /*v[280:281]*/, v[4:5], v[46:47] /*v[302:303]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[2:5], v147 /*v659*/ offset:8704
	.loc	1 44 25                         ; generate.py:44:25
	s_wait_dscnt 0x2
	s_set_vgpr_msb 64                       ;  msbs: dst=1 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[40:41] /*v[296:297]*/, v[154:155], v[8:9], v[210:211] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[210:213], v147 /*v659*/ offset:8960
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	.loc	1 44 25                         ; generate.py:44:25
	v_pk_fma_f32 v[0:1] /*v[256:257]*/, v[154:155], v[6:7], v[0:1] /*v[256:257]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 64                       ;  msbs: dst=1 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[46:47] /*v[302:303]*/, v[242:243], v[6:7], v[246:247] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[52:53] /*v[308:309]*/, v[234:235], v[8:9], v[248:249] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[246:249], v147 /*v659*/ offset:9216
	s_set_vgpr_msb 64                       ;  msbs: dst=1 src0=0 src1=0 src2=0
	.loc	1 44 25                         ; generate.py:44:25
	v_pk_fma_f32 v[48:49] /*v[304:305]*/, v[242:243], v[8:9], v[250:251] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[50:51] /*v[306:307]*/, v[230:231], v[8:9], v[254:255] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[66:67] /*v[322:323]*/, v[82:83], v[8:9], v[252:253] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[250:253], v147 /*v659*/ offset:9472
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	.loc	1 44 25                         ; generate.py:44:25
	v_pk_fma_f32 v[58:59] /*v[314:315]*/, v[186:187], v[6:7], v[4:5] /*v[260:261]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[60:61] /*v[316:317]*/, v[186:187], v[8:9], v[22:23] /*v[278:279]*/ op_sel_hi:[0,1,1]
	v_mov_b32_e32 v22 /*v278*/, v157
	v_pk_fma_f32 v[2:3] /*v[258:259]*/, v[234:235], v[6:7], v[2:3] /*v[258:259]*/ op_sel_hi:[0,1,1]
	s_wait_dscnt 0x4
	s_set_vgpr_msb 16                       ;  msbs: dst=0 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[254:255], v[154:155], v[10:11], v[0:1] /*v[256:257]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[154:155], v[154:155], v[12:13], v[40:41] /*v[296:297]*/ op_sel:[1,0,0]
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[64:65] /*v[320:321]*/, v[166:167], v[8:9], v[32:33] /*v[288:289]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 17                       ;  msbs: dst=0 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[8:9], v[54:55] /*v[310:311]*/, v[8:9], v[24:25] /*v[280:281]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 64                       ;  msbs: dst=1 src0=0 src1=0 src2=0
	v_mov_b32_e32 v40 /*v296*/, v141
	s_wait_dscnt 0x3
	v_pk_fma_f32 v[4:5] /*v[260:261]*/, v[156:157], v[2:3], v[254:255] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[254:257], v147 /*v659*/ offset:9728
	s_set_vgpr_msb 64                       ;  msbs: dst=1 src0=0 src1=0 src2=0
	.loc	1 44 25                         ; generate.py:44:25
	v_pk_fma_f32 v[24:25] /*v[280:281]*/, v[156:157], v[4:5], v[154:155] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[154:157], v147 /*v659*/ offset:9984
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	.loc	1 44 25                         ; generate.py:44:25
	v_pk_fma_f32 v[68:69] /*v[324:325]*/, v[234:235], v[10:11], v[2:3] /*v[258:259]*/ op_sel:[1,0,0]
	s_wait_dscnt 0x4
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[4:5] /*v[260:261]*/, v[22:23] /*v[278:279]*/, v[210:211], v[4:5] /*v[260:261]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[62:63] /*v[318:319]*/, v[166:167], v[6:7], v[30:31] /*v[286:287]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[22:23] /*v[278:279]*/, v[22:23] /*v[278:279]*/, v[212:213], v[24:25] /*v[280:281]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[14:15], v[230:231], v[6:7], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[82:83], v[6:7], v[16:17] op_sel_hi:[0,1,1]
	s_wait_dscnt 0x3
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[24:25] /*v[280:281]*/, v[138:139], v[246:247], v[4:5] /*v[260:261]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x42                     ;  msbs: dst=1 src0=2 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[2:5] /*v[258:261]*/, v147 /*v659*/ offset:10240
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	.loc	1 44 25                         ; generate.py:44:25
	v_pk_fma_f32 v[30:31] /*v[286:287]*/, v[138:139], v[248:249], v[22:23] /*v[278:279]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 17                       ;  msbs: dst=0 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[6:7], v[54:55] /*v[310:311]*/, v[6:7], v[38:39] /*v[294:295]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[46:47] /*v[302:303]*/, v[242:243], v[10:11], v[46:47] /*v[302:303]*/ op_sel:[1,0,0]
	s_wait_dscnt 0x3
	v_pk_fma_f32 v[32:33] /*v[288:289]*/, v[138:139], v[250:251], v[24:25] /*v[280:281]*/ op_sel:[1,0,0]
	s_set_vgpr_msb 0x42                     ;  msbs: dst=1 src0=2 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[22:25] /*v[278:281]*/, v147 /*v659*/ offset:10496
	s_set_vgpr_msb 16                       ;  msbs: dst=0 src0=0 src1=0 src2=1
	.loc	1 44 25                         ; generate.py:44:25
	v_pk_fma_f32 v[138:139], v[138:139], v[252:253], v[30:31] /*v[286:287]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[242:243], v[242:243], v[12:13], v[48:49] /*v[304:305]*/ op_sel:[1,0,0]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[14:15], v[230:231], v[10:11], v[14:15] op_sel:[1,0,0]
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[58:59] /*v[314:315]*/, v[186:187], v[10:11], v[58:59] /*v[314:315]*/ op_sel:[1,0,0]
	s_wait_dscnt 0x3
	v_pk_fma_f32 v[38:39] /*v[294:295]*/, v[140:141], v[254:255], v[32:33] /*v[288:289]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x42                     ;  msbs: dst=1 src0=2 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[30:33] /*v[286:289]*/, v147 /*v659*/ offset:10752
	s_set_vgpr_msb 0x44                     ;  msbs: dst=1 src0=0 src1=1 src2=0
	.loc	1 44 25                         ; generate.py:44:25
	v_pk_fma_f32 v[48:49] /*v[304:305]*/, v[140:141], v[0:1] /*v[256:257]*/, v[138:139] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[138:141], v147 /*v659*/ offset:11008
	s_set_vgpr_msb 16                       ;  msbs: dst=0 src0=0 src1=0 src2=1
	.loc	1 44 25                         ; generate.py:44:25
	v_pk_fma_f32 v[186:187], v[186:187], v[12:13], v[60:61] /*v[316:317]*/ op_sel:[1,0,0]
	s_wait_dscnt 0x4
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[38:39] /*v[294:295]*/, v[40:41] /*v[296:297]*/, v[154:155], v[38:39] /*v[294:295]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[60:61] /*v[316:317]*/, v[166:167], v[10:11], v[62:63] /*v[318:319]*/ op_sel:[1,0,0]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[16:17], v[82:83], v[10:11], v[16:17] op_sel:[1,0,0]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[6:7], v[54:55] /*v[310:311]*/, v[10:11], v[6:7] op_sel:[1,0,0]
	s_set_vgpr_msb 17                       ;  msbs: dst=0 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[10:11], v[40:41] /*v[296:297]*/, v[156:157], v[48:49] /*v[304:305]*/ op_sel_hi:[0,1,1]
	s_wait_dscnt 0x3
	s_set_vgpr_msb 0x54                     ;  msbs: dst=1 src0=0 src1=1 src2=1
	v_pk_fma_f32 v[48:49] /*v[304:305]*/, v[122:123], v[2:3] /*v[258:259]*/, v[38:39] /*v[294:295]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x42                     ;  msbs: dst=1 src0=2 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[38:41] /*v[294:297]*/, v147 /*v659*/ offset:11264
	s_set_vgpr_msb 16                       ;  msbs: dst=0 src0=0 src1=0 src2=1
	.loc	1 44 25                         ; generate.py:44:25
	v_pk_fma_f32 v[230:231], v[230:231], v[12:13], v[50:51] /*v[306:307]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[234:235], v[234:235], v[12:13], v[52:53] /*v[308:309]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[166:167], v[166:167], v[12:13], v[64:65] /*v[320:321]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[82:83], v[82:83], v[12:13], v[66:67] /*v[322:323]*/ op_sel:[1,0,0]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[8:9], v[54:55] /*v[310:311]*/, v[12:13], v[8:9] op_sel:[1,0,0]
	s_set_vgpr_msb 16                       ;  msbs: dst=0 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[12:13], v[244:245], v[2:3], v[46:47] /*v[302:303]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[10:11], v[122:123], v[4:5] /*v[260:261]*/, v[10:11] op_sel_hi:[0,1,1]
	s_wait_dscnt 0x3
	s_set_vgpr_msb 0x54                     ;  msbs: dst=1 src0=0 src1=1 src2=1
	v_pk_fma_f32 v[50:51] /*v[306:307]*/, v[122:123], v[22:23] /*v[278:279]*/, v[48:49] /*v[304:305]*/ op_sel:[1,0,0]
	s_set_vgpr_msb 0x42                     ;  msbs: dst=1 src0=2 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[46:49] /*v[302:305]*/, v147 /*v659*/ offset:11520
	s_set_vgpr_msb 64                       ;  msbs: dst=1 src0=0 src1=0 src2=0
	.loc	1 44 25                         ; generate.py:44:25
	v_pk_fma_f32 v[54:55] /*v[310:311]*/, v[244:245], v[4:5], v[242:243] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_mov_b32_e32 v242, v125
	v_pk_fma_f32 v[10:11], v[122:123], v[24:25] /*v[280:281]*/, v[10:11] op_sel:[1,0,0]
	s_wait_dscnt 0x3
	s_set_vgpr_msb 20                       ;  msbs: dst=0 src0=0 src1=1 src2=1
	v_pk_fma_f32 v[122:123], v[124:125], v[30:31] /*v[286:287]*/, v[50:51] /*v[306:307]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x42                     ;  msbs: dst=1 src0=2 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[50:53] /*v[306:309]*/, v147 /*v659*/ offset:11776
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	.loc	1 44 25                         ; generate.py:44:25
	v_pk_fma_f32 v[88:89] /*v[344:345]*/, v[188:189], v[2:3], v[58:59] /*v[314:315]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[90:91] /*v[346:347]*/, v[168:169], v[2:3], v[60:61] /*v[316:317]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[10:11], v[124:125], v[32:33] /*v[288:289]*/, v[10:11] op_sel_hi:[0,1,1]
	s_wait_dscnt 0x3
	s_set_vgpr_msb 64                       ;  msbs: dst=1 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[62:63] /*v[318:319]*/, v[242:243], v[138:139], v[122:123] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[122:125], v147 /*v659*/ offset:12032
	s_set_vgpr_msb 0x42                     ;  msbs: dst=1 src0=2 src1=0 src2=0
	ds_load_b128 v[58:61] /*v[314:317]*/, v147 /*v659*/ offset:12288
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 44 25                         ; generate.py:44:25
	v_pk_fma_f32 v[166:167], v[168:169], v[4:5], v[166:167] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[242:243], v[140:141], v[10:11] op_sel_hi:[0,1,1]
	s_wait_dscnt 0x4
	s_set_vgpr_msb 20                       ;  msbs: dst=0 src0=0 src1=1 src2=1
	v_pk_fma_f32 v[242:243], v[114:115], v[38:39] /*v[294:295]*/, v[62:63] /*v[318:319]*/ op_sel_hi:[0,1,1]
	v_mov_b32_e32 v168, v245
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[186:187], v[188:189], v[4:5], v[186:187] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v188, v117
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[10:11], v[114:115], v[40:41] /*v[296:297]*/, v[10:11] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[86:87] /*v[342:343]*/, v[236:237], v[2:3], v[68:69] /*v[324:325]*/ op_sel_hi:[0,1,1]
	s_wait_dscnt 0x3
	s_set_vgpr_msb 0x44                     ;  msbs: dst=1 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[62:63] /*v[318:319]*/, v[114:115], v[46:47] /*v[302:303]*/, v[242:243] op_sel:[1,0,0]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[242:245], v147 /*v659*/ offset:12544
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 44 25                         ; generate.py:44:25
	v_pk_fma_f32 v[12:13], v[168:169], v[210:211], v[12:13] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[10:11], v[114:115], v[48:49] /*v[304:305]*/, v[10:11] op_sel:[1,0,0]
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[54:55] /*v[310:311]*/, v[168:169], v[212:213], v[54:55] /*v[310:311]*/ op_sel_hi:[0,1,1]
	s_wait_dscnt 0x3
	s_set_vgpr_msb 20                       ;  msbs: dst=0 src0=0 src1=1 src2=1
	v_pk_fma_f32 v[114:115], v[116:117], v[50:51] /*v[306:307]*/, v[62:63] /*v[318:319]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x42                     ;  msbs: dst=1 src0=2 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[62:65] /*v[318:321]*/, v147 /*v659*/ offset:12800
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 44 25                         ; generate.py:44:25
	v_pk_fma_f32 v[12:13], v[238:239], v[246:247], v[12:13] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[10:11], v[116:117], v[52:53] /*v[308:309]*/, v[10:11] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[54:55] /*v[310:311]*/, v[238:239], v[248:249], v[54:55] /*v[310:311]*/ op_sel_hi:[0,1,1]
	s_wait_dscnt 0x3
	s_set_vgpr_msb 64                       ;  msbs: dst=1 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[66:67] /*v[322:323]*/, v[188:189], v[122:123], v[114:115] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[114:117], v147 /*v659*/ offset:13056
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 44 25                         ; generate.py:44:25
	v_pk_fma_f32 v[12:13], v[238:239], v[250:251], v[12:13] op_sel:[1,0,0]
	v_pk_fma_f32 v[10:11], v[188:189], v[124:125], v[10:11] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 16                       ;  msbs: dst=0 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[238:239], v[238:239], v[252:253], v[54:55] /*v[310:311]*/ op_sel:[1,0,0]
	s_wait_dscnt 0x3
	s_set_vgpr_msb 0x54                     ;  msbs: dst=1 src0=0 src1=1 src2=1
	v_pk_fma_f32 v[54:55] /*v[310:311]*/, v[94:95], v[58:59] /*v[314:315]*/, v[66:67] /*v[322:323]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x42                     ;  msbs: dst=1 src0=2 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[66:69] /*v[322:325]*/, v147 /*v659*/ offset:13312
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 44 25                         ; generate.py:44:25
	v_pk_fma_f32 v[16:17], v[84:85], v[2:3], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[82:83], v[84:85], v[4:5], v[82:83] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[240:241], v[254:255], v[12:13] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[10:11], v[94:95], v[60:61] /*v[316:317]*/, v[10:11] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v84, v241
	s_wait_dscnt 0x3
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[54:55] /*v[310:311]*/, v[94:95], v[242:243], v[54:55] /*v[310:311]*/ op_sel:[1,0,0]
	s_set_vgpr_msb 0x44                     ;  msbs: dst=1 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[74:75] /*v[330:331]*/, v[240:241], v[0:1] /*v[256:257]*/, v[238:239] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[238:241], v147 /*v659*/ offset:13568
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 44 25                         ; generate.py:44:25
	v_pk_fma_f32 v[10:11], v[94:95], v[244:245], v[10:11] op_sel:[1,0,0]
	v_pk_fma_f32 v[12:13], v[84:85], v[154:155], v[12:13] op_sel_hi:[0,1,1]
	s_wait_dscnt 0x3
	s_set_vgpr_msb 20                       ;  msbs: dst=0 src0=0 src1=1 src2=1
	v_pk_fma_f32 v[94:95], v[96:97], v[62:63] /*v[318:319]*/, v[54:55] /*v[310:311]*/ op_sel_hi:[0,1,1]
	v_mov_b32_e32 v168, v97
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[54:55] /*v[310:311]*/, v[84:85], v[156:157], v[74:75] /*v[330:331]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[14:15], v[232:233], v[2:3], v[14:15] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x42                     ;  msbs: dst=1 src0=2 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[70:73] /*v[326:329]*/, v147 /*v659*/ offset:13824
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	.loc	1 44 25                         ; generate.py:44:25
	v_pk_fma_f32 v[12:13], v[226:227], v[2:3] /*v[258:259]*/, v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[96:97], v[64:65] /*v[320:321]*/, v[10:11] op_sel_hi:[0,1,1]
	s_wait_dscnt 0x3
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[94:95], v[168:169], v[114:115], v[94:95] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x41                     ;  msbs: dst=1 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[92:93] /*v[348:349]*/, v[56:57] /*v[312:313]*/, v[2:3], v[6:7] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 20                       ;  msbs: dst=0 src0=0 src1=1 src2=1
	v_pk_fma_f32 v[2:3], v[226:227], v[4:5] /*v[260:261]*/, v[54:55] /*v[310:311]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[6:7], v[226:227], v[22:23] /*v[278:279]*/, v[12:13] op_sel:[1,0,0]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[10:11], v[168:169], v[116:117], v[10:11] op_sel_hi:[0,1,1]
	s_wait_dscnt 0x2
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[12:13], v[74:75], v[66:67] /*v[322:323]*/, v[94:95] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[94:97], v147 /*v659*/ offset:14080
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	.loc	1 44 25                         ; generate.py:44:25
	v_pk_fma_f32 v[2:3], v[226:227], v[24:25] /*v[280:281]*/, v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[6:7], v[228:229], v[30:31] /*v[286:287]*/, v[6:7] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v84, v229
	v_pk_fma_f32 v[10:11], v[74:75], v[68:69] /*v[324:325]*/, v[10:11] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x42                     ;  msbs: dst=1 src0=2 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[74:77] /*v[330:333]*/, v147 /*v659*/ offset:14336
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	.loc	1 44 25                         ; generate.py:44:25
	v_pk_fma_f32 v[2:3], v[228:229], v[32:33] /*v[288:289]*/, v[2:3] op_sel_hi:[0,1,1]
	s_wait_dscnt 0x3
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[12:13], v[74:75], v[238:239], v[12:13] op_sel:[1,0,0]
	v_pk_fma_f32 v[6:7], v[84:85], v[138:139], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[74:75], v[240:241], v[10:11] op_sel:[1,0,0]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[226:229], v147 /*v659*/ offset:14592
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 44 25                         ; generate.py:44:25
	v_pk_fma_f32 v[2:3], v[84:85], v[140:141], v[2:3] op_sel_hi:[0,1,1]
	s_wait_dscnt 0x3
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[12:13], v[76:77], v[70:71] /*v[326:327]*/, v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[214:215], v[38:39] /*v[294:295]*/, v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[76:77], v[72:73] /*v[328:329]*/, v[10:11] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v84, v77
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[74:77], v147 /*v659*/ offset:14848
	s_set_vgpr_msb 0x42                     ;  msbs: dst=1 src0=2 src1=0 src2=0
	ds_load_b128 v[78:81] /*v[334:337]*/, v147 /*v659*/ offset:15104
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	.loc	1 44 25                         ; generate.py:44:25
	v_pk_fma_f32 v[2:3], v[214:215], v[40:41] /*v[296:297]*/, v[2:3] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[230:231], v[232:233], v[4:5], v[230:231] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[234:235], v[236:237], v[4:5], v[234:235] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[6:7], v[214:215], v[46:47] /*v[302:303]*/, v[6:7] op_sel:[1,0,0]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[4:5], v[56:57] /*v[312:313]*/, v[4:5], v[8:9] op_sel_hi:[0,1,1]
	s_wait_dscnt 0x4
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[8:9], v[84:85], v[94:95], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[84:85], v[96:97], v[10:11] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[2:3], v[214:215], v[48:49] /*v[304:305]*/, v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[6:7], v[216:217], v[50:51] /*v[306:307]*/, v[6:7] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v12, v217
	s_wait_dscnt 0x3
	v_pk_fma_f32 v[8:9], v[174:175], v[74:75] /*v[330:331]*/, v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[174:175], v[76:77] /*v[332:333]*/, v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[216:217], v[52:53] /*v[308:309]*/, v[2:3] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[214:217], v147 /*v659*/ offset:15360
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 44 25                         ; generate.py:44:25
	v_pk_fma_f32 v[6:7], v[12:13], v[122:123], v[6:7] op_sel_hi:[0,1,1]
	s_wait_dscnt 0x3
	v_pk_fma_f32 v[8:9], v[174:175], v[226:227], v[8:9] op_sel:[1,0,0]
	v_pk_fma_f32 v[10:11], v[174:175], v[228:229], v[10:11] op_sel:[1,0,0]
	v_pk_fma_f32 v[2:3], v[12:13], v[124:125], v[2:3] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v12, v177
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[6:7], v[198:199], v[58:59] /*v[314:315]*/, v[6:7] op_sel_hi:[0,1,1]
	s_wait_dscnt 0x2
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[8:9], v[176:177], v[74:75], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[176:177], v[76:77], v[10:11] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[2:3], v[198:199], v[60:61] /*v[316:317]*/, v[2:3] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v84, v233
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[6:7], v[198:199], v[242:243], v[6:7] op_sel:[1,0,0]
	s_wait_dscnt 0x1
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[8:9], v[12:13], v[78:79] /*v[334:335]*/, v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[12:13], v[80:81] /*v[336:337]*/, v[10:11] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[2:3], v[198:199], v[244:245], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[12:13], v[84:85], v[210:211], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[230:231], v[84:85], v[212:213], v[230:231] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[174:177], v147 /*v659*/ offset:15872
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	.loc	1 44 25                         ; generate.py:44:25
	v_pk_fma_f32 v[6:7], v[200:201], v[62:63] /*v[318:319]*/, v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[200:201], v[64:65] /*v[320:321]*/, v[2:3] op_sel_hi:[0,1,1]
	s_wait_dscnt 0x1
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[8:9], v[150:151], v[214:215], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[150:151], v[216:217], v[10:11] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v14, v201
	v_pk_fma_f32 v[12:13], v[218:219], v[246:247], v[12:13] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	ds_load_b128 v[198:201], v176 /*v688*/
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	.loc	1 44 25                         ; generate.py:44:25
	v_pk_fma_f32 v[8:9], v[150:151], v[82:83] /*v[338:339]*/, v[8:9] op_sel:[1,0,0]
	v_pk_fma_f32 v[10:11], v[150:151], v[84:85] /*v[340:341]*/, v[10:11] op_sel:[1,0,0]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[150:151], v[218:219], v[248:249], v[230:231] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[218:219], v[250:251], v[12:13] op_sel:[1,0,0]
	v_pk_fma_f32 v[6:7], v[14:15], v[114:115], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[14:15], v[116:117], v[2:3] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v84, v221
	v_pk_fma_f32 v[14:15], v[218:219], v[252:253], v[150:151] op_sel:[1,0,0]
	v_pk_fma_f32 v[12:13], v[220:221], v[254:255], v[12:13] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[6:7], v[182:183], v[66:67] /*v[322:323]*/, v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[182:183], v[68:69] /*v[324:325]*/, v[2:3] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v150, v185
	v_pk_fma_f32 v[14:15], v[220:221], v[0:1] /*v[256:257]*/, v[14:15] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[12:13], v[84:85], v[154:155], v[12:13] op_sel_hi:[0,1,1]
	s_wait_dscnt 0x1
	v_pk_fma_f32 v[8:9], v[152:153], v[174:175], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[152:153], v[176:177], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[182:183], v[238:239], v[6:7] op_sel:[1,0,0]
	v_pk_fma_f32 v[14:15], v[84:85], v[156:157], v[14:15] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v84, v153
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[12:13], v[202:203], v[2:3] /*v[258:259]*/, v[12:13] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[2:3], v[182:183], v[240:241], v[2:3] op_sel:[1,0,0]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[6:7], v[184:185], v[70:71] /*v[326:327]*/, v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[202:203], v[4:5] /*v[260:261]*/, v[14:15] op_sel_hi:[0,1,1]
	s_wait_dscnt 0x0
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[92:93] /*v[604:605]*/, v[84:85], v[198:199], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[90:91] /*v[602:603]*/, v[84:85], v[200:201], v[10:11] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[8:9], v[202:203], v[22:23] /*v[278:279]*/, v[12:13] op_sel:[1,0,0]
	v_mov_b32_e32 v12, v237
	v_pk_fma_f32 v[10:11], v[202:203], v[24:25] /*v[280:281]*/, v[14:15] op_sel:[1,0,0]
	v_mov_b32_e32 v84, v205
	v_pk_fma_f32 v[2:3], v[184:185], v[72:73] /*v[328:329]*/, v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[204:205], v[30:31] /*v[286:287]*/, v[8:9] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 16                       ;  msbs: dst=0 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[14:15], v[12:13], v[210:211], v[86:87] /*v[342:343]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[10:11], v[204:205], v[32:33] /*v[288:289]*/, v[10:11] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[12:13], v[12:13], v[212:213], v[234:235] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[150:151], v[94:95], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[84:85], v[138:139], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[222:223], v[246:247], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[84:85], v[140:141], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[222:223], v[248:249], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[150:151], v[96:97], v[2:3] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[8:9], v[190:191], v[38:39] /*v[294:295]*/, v[8:9] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[14:15], v[222:223], v[250:251], v[14:15] op_sel:[1,0,0]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[10:11], v[190:191], v[40:41] /*v[296:297]*/, v[10:11] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[12:13], v[222:223], v[252:253], v[12:13] op_sel:[1,0,0]
	v_mov_b32_e32 v84, v225
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[8:9], v[190:191], v[46:47] /*v[302:303]*/, v[8:9] op_sel:[1,0,0]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[14:15], v[224:225], v[254:255], v[14:15] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[10:11], v[190:191], v[48:49] /*v[304:305]*/, v[10:11] op_sel:[1,0,0]
	v_pk_fma_f32 v[12:13], v[224:225], v[0:1] /*v[256:257]*/, v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[162:163], v[74:75] /*v[330:331]*/, v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[162:163], v[76:77] /*v[332:333]*/, v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[192:193], v[50:51] /*v[306:307]*/, v[8:9] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[14:15], v[84:85], v[154:155], v[14:15] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v150, v193
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[10:11], v[192:193], v[52:53] /*v[308:309]*/, v[10:11] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[12:13], v[84:85], v[156:157], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[162:163], v[226:227], v[6:7] op_sel:[1,0,0]
	v_pk_fma_f32 v[2:3], v[162:163], v[228:229], v[2:3] op_sel:[1,0,0]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[14:15], v[206:207], v[2:3] /*v[258:259]*/, v[14:15] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[8:9], v[150:151], v[122:123], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[150:151], v[124:125], v[10:11] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[12:13], v[206:207], v[4:5] /*v[260:261]*/, v[12:13] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[6:7], v[164:165], v[74:75], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[164:165], v[76:77], v[2:3] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v84, v165
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[14:15], v[206:207], v[22:23] /*v[278:279]*/, v[14:15] op_sel:[1,0,0]
	v_pk_fma_f32 v[8:9], v[178:179], v[58:59] /*v[314:315]*/, v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[178:179], v[60:61] /*v[316:317]*/, v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[206:207], v[24:25] /*v[280:281]*/, v[12:13] op_sel:[1,0,0]
	v_pk_fma_f32 v[6:7], v[84:85], v[78:79] /*v[334:335]*/, v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[84:85], v[80:81] /*v[336:337]*/, v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[208:209], v[30:31] /*v[286:287]*/, v[14:15] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[8:9], v[178:179], v[242:243], v[8:9] op_sel:[1,0,0]
	v_pk_fma_f32 v[10:11], v[178:179], v[244:245], v[10:11] op_sel:[1,0,0]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[12:13], v[208:209], v[32:33] /*v[288:289]*/, v[12:13] op_sel_hi:[0,1,1]
	v_dual_mov_b32 v84, v209 :: v_dual_mov_b32 v150, v181
	v_pk_fma_f32 v[8:9], v[180:181], v[62:63] /*v[318:319]*/, v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[180:181], v[64:65] /*v[320:321]*/, v[10:11] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[6:7], v[134:135], v[214:215], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[84:85], v[138:139], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[84:85], v[140:141], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[150:151], v[114:115], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[150:151], v[116:117], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[134:135], v[216:217], v[2:3] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[14:15], v[194:195], v[38:39] /*v[294:295]*/, v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[194:195], v[40:41] /*v[296:297]*/, v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[158:159], v[66:67] /*v[322:323]*/, v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[158:159], v[68:69] /*v[324:325]*/, v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[134:135], v[82:83] /*v[338:339]*/, v[6:7] op_sel:[1,0,0]
	v_pk_fma_f32 v[14:15], v[194:195], v[46:47] /*v[302:303]*/, v[14:15] op_sel:[1,0,0]
	v_pk_fma_f32 v[12:13], v[194:195], v[48:49] /*v[304:305]*/, v[12:13] op_sel:[1,0,0]
	v_pk_fma_f32 v[2:3], v[134:135], v[84:85] /*v[340:341]*/, v[2:3] op_sel:[1,0,0]
	v_mov_b32_e32 v84, v197
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[8:9], v[158:159], v[238:239], v[8:9] op_sel:[1,0,0]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[14:15], v[196:197], v[50:51] /*v[306:307]*/, v[14:15] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[10:11], v[158:159], v[240:241], v[10:11] op_sel:[1,0,0]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[12:13], v[196:197], v[52:53] /*v[308:309]*/, v[12:13] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[6:7], v[136:137], v[174:175], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[136:137], v[176:177], v[2:3] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v134, v137
	v_pk_fma_f32 v[14:15], v[84:85], v[122:123], v[14:15] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[8:9], v[160:161], v[70:71] /*v[326:327]*/, v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[160:161], v[72:73] /*v[328:329]*/, v[10:11] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[12:13], v[84:85], v[124:125], v[12:13] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v84, v161
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[14:15], v[170:171], v[58:59] /*v[314:315]*/, v[14:15] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[96:97] /*v[608:609]*/, v[134:135], v[198:199], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[94:95] /*v[606:607]*/, v[134:135], v[200:201], v[2:3] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[2:3], v[170:171], v[60:61] /*v[316:317]*/, v[12:13] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[6:7], v[84:85], v[94:95], v[8:9] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v12, v189
	v_pk_fma_f32 v[10:11], v[84:85], v[96:97], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[170:171], v[242:243], v[14:15] op_sel:[1,0,0]
	v_pk_fma_f32 v[2:3], v[170:171], v[244:245], v[2:3] op_sel:[1,0,0]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[6:7], v[142:143], v[74:75] /*v[330:331]*/, v[6:7] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 16                       ;  msbs: dst=0 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[14:15], v[12:13], v[210:211], v[88:89] /*v[344:345]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[10:11], v[142:143], v[76:77] /*v[332:333]*/, v[10:11] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[12:13], v[12:13], v[212:213], v[186:187] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v134, v169
	v_pk_fma_f32 v[6:7], v[142:143], v[226:227], v[6:7] op_sel:[1,0,0]
	v_pk_fma_f32 v[14:15], v[146:147], v[246:247], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[142:143], v[228:229], v[10:11] op_sel:[1,0,0]
	v_pk_fma_f32 v[12:13], v[146:147], v[248:249], v[12:13] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[8:9], v[172:173], v[62:63] /*v[318:319]*/, v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[172:173], v[64:65] /*v[320:321]*/, v[2:3] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v84, v173
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[6:7], v[144:145], v[74:75], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[146:147], v[250:251], v[14:15] op_sel:[1,0,0]
	v_pk_fma_f32 v[10:11], v[144:145], v[76:77], v[10:11] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v136, v145
	v_pk_fma_f32 v[12:13], v[146:147], v[252:253], v[12:13] op_sel:[1,0,0]
	s_set_vgpr_msb 16                       ;  msbs: dst=0 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[144:145], v[134:135], v[210:211], v[90:91] /*v[346:347]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[14:15], v[148:149], v[254:255], v[14:15] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v142, v149
	v_pk_fma_f32 v[8:9], v[84:85], v[114:115], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[84:85], v[116:117], v[2:3] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[12:13], v[148:149], v[0:1] /*v[256:257]*/, v[12:13] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[144:145], v[102:103], v[246:247], v[144:145] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[142:143], v[154:155], v[14:15] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[8:9], v[126:127], v[66:67] /*v[322:323]*/, v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[126:127], v[68:69] /*v[324:325]*/, v[2:3] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[12:13], v[142:143], v[156:157], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[142:143], v[102:103], v[250:251], v[144:145] op_sel:[1,0,0]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[14:15], v[130:131], v[2:3] /*v[258:259]*/, v[14:15] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[8:9], v[126:127], v[238:239], v[8:9] op_sel:[1,0,0]
	v_pk_fma_f32 v[2:3], v[126:127], v[240:241], v[2:3] op_sel:[1,0,0]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[12:13], v[130:131], v[4:5] /*v[260:261]*/, v[12:13] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[126:127], v[104:105], v[254:255], v[142:143] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v84, v105
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[14:15], v[130:131], v[22:23] /*v[278:279]*/, v[14:15] op_sel:[1,0,0]
	v_pk_fma_f32 v[8:9], v[128:129], v[70:71] /*v[326:327]*/, v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[130:131], v[24:25] /*v[280:281]*/, v[12:13] op_sel:[1,0,0]
	v_mov_b32_e32 v130, v133
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[126:127], v[84:85], v[154:155], v[126:127] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[14:15], v[132:133], v[30:31] /*v[286:287]*/, v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[128:129], v[72:73] /*v[328:329]*/, v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[132:133], v[32:33] /*v[288:289]*/, v[12:13] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v128, v129
	v_pk_fma_f32 v[126:127], v[78:79], v[2:3] /*v[258:259]*/, v[126:127] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[14:15], v[130:131], v[138:139], v[14:15] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[6:7], v[136:137], v[78:79] /*v[334:335]*/, v[6:7] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[12:13], v[130:131], v[140:141], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[128:129], v[94:95], v[8:9] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[126:127], v[78:79], v[22:23] /*v[278:279]*/, v[126:127] op_sel:[1,0,0]
	v_pk_fma_f32 v[14:15], v[118:119], v[38:39] /*v[294:295]*/, v[14:15] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[2:3], v[128:129], v[96:97], v[2:3] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[12:13], v[118:119], v[40:41] /*v[296:297]*/, v[12:13] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v128, v81
	v_pk_fma_f32 v[126:127], v[80:81], v[30:31] /*v[286:287]*/, v[126:127] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[136:137], v[80:81] /*v[336:337]*/, v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[118:119], v[46:47] /*v[302:303]*/, v[14:15] op_sel:[1,0,0]
	v_pk_fma_f32 v[12:13], v[118:119], v[48:49] /*v[304:305]*/, v[12:13] op_sel:[1,0,0]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[6:7], v[106:107], v[214:215], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[126:127], v[128:129], v[138:139], v[126:127] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v118, v121
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[14:15], v[120:121], v[50:51] /*v[306:307]*/, v[14:15] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[10:11], v[106:107], v[216:217], v[10:11] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[12:13], v[120:121], v[52:53] /*v[308:309]*/, v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[120:121], v[54:55], v[38:39] /*v[294:295]*/, v[126:127] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[106:107], v[82:83] /*v[338:339]*/, v[6:7] op_sel:[1,0,0]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[14:15], v[118:119], v[122:123], v[14:15] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[10:11], v[106:107], v[84:85] /*v[340:341]*/, v[10:11] op_sel:[1,0,0]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[12:13], v[118:119], v[124:125], v[12:13] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[106:107], v[54:55], v[46:47] /*v[302:303]*/, v[120:121] op_sel:[1,0,0]
	v_mov_b32_e32 v118, v57
	v_pk_fma_f32 v[14:15], v[110:111], v[58:59] /*v[314:315]*/, v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[90:91], v[74:75] /*v[330:331]*/, v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[110:111], v[60:61] /*v[316:317]*/, v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[106:107], v[56:57], v[50:51] /*v[306:307]*/, v[106:107] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[90:91], v[76:77] /*v[332:333]*/, v[2:3] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[14:15], v[110:111], v[242:243], v[14:15] op_sel:[1,0,0]
	v_pk_fma_f32 v[8:9], v[90:91], v[226:227], v[8:9] op_sel:[1,0,0]
	v_pk_fma_f32 v[12:13], v[110:111], v[244:245], v[12:13] op_sel:[1,0,0]
	v_pk_fma_f32 v[106:107], v[118:119], v[122:123], v[106:107] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v110, v113
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[14:15], v[112:113], v[62:63] /*v[318:319]*/, v[14:15] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[2:3], v[90:91], v[228:229], v[2:3] op_sel:[1,0,0]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[12:13], v[112:113], v[64:65] /*v[320:321]*/, v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[106:107], v[46:47], v[58:59] /*v[314:315]*/, v[106:107] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[8:9], v[92:93], v[74:75], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[110:111], v[114:115], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[92:93], v[76:77], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[110:111], v[116:117], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[90:91], v[46:47], v[242:243], v[106:107] op_sel:[1,0,0]
	v_pk_fma_f32 v[106:107], v[134:135], v[212:213], v[166:167] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[14:15], v[98:99], v[66:67] /*v[322:323]*/, v[14:15] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v92, v49
	v_pk_fma_f32 v[12:13], v[98:99], v[68:69] /*v[324:325]*/, v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[90:91], v[48:49], v[62:63] /*v[318:319]*/, v[90:91] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[106:107], v[102:103], v[248:249], v[106:107] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[98:99], v[238:239], v[14:15] op_sel:[1,0,0]
	v_mov_b32_e32 v110, v93
	v_pk_fma_f32 v[12:13], v[98:99], v[240:241], v[12:13] op_sel:[1,0,0]
	v_pk_fma_f32 v[90:91], v[92:93], v[114:115], v[90:91] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v98, v101
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[14:15], v[100:101], v[70:71] /*v[326:327]*/, v[14:15] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[102:103], v[102:103], v[252:253], v[106:107] op_sel:[1,0,0]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[12:13], v[100:101], v[72:73] /*v[328:329]*/, v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[90:91], v[34:35], v[66:67] /*v[322:323]*/, v[90:91] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[110:111], v[78:79] /*v[334:335]*/, v[8:9] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[14:15], v[98:99], v[94:95], v[14:15] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[100:101], v[104:105], v[0:1] /*v[256:257]*/, v[102:103] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[12:13], v[98:99], v[96:97], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[90:91], v[34:35], v[238:239], v[90:91] op_sel:[1,0,0]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[2:3], v[110:111], v[80:81] /*v[336:337]*/, v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[86:87], v[74:75] /*v[330:331]*/, v[14:15] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[98:99], v[84:85], v[156:157], v[100:101] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[12:13], v[86:87], v[76:77] /*v[332:333]*/, v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[90:91], v[36:37], v[70:71] /*v[326:327]*/, v[90:91] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v84, v37
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[14:15], v[86:87], v[226:227], v[14:15] op_sel:[1,0,0]
	v_pk_fma_f32 v[8:9], v[62:63], v[214:215], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[86:87], v[228:229], v[12:13] op_sel:[1,0,0]
	v_mov_b32_e32 v86, v89
	v_pk_fma_f32 v[90:91], v[84:85], v[94:95], v[90:91] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[88:89], v[74:75], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[62:63], v[216:217], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[88:89], v[76:77], v[12:13] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[8:9], v[62:63], v[82:83] /*v[338:339]*/, v[8:9] op_sel:[1,0,0]
	v_pk_fma_f32 v[88:89], v[26:27], v[74:75] /*v[330:331]*/, v[90:91] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[86:87], v[78:79] /*v[334:335]*/, v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[62:63], v[84:85] /*v[340:341]*/, v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[12:13], v[86:87], v[80:81] /*v[336:337]*/, v[12:13] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[8:9], v[64:65], v[174:175], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[62:63], v[26:27], v[226:227], v[88:89] op_sel:[1,0,0]
	v_pk_fma_f32 v[14:15], v[70:71], v[214:215], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[64:65], v[176:177], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[70:71], v[216:217], v[12:13] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v64, v29
	v_pk_fma_f32 v[62:63], v[28:29], v[74:75], v[62:63] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[86:87], v[78:79], v[4:5] /*v[260:261]*/, v[98:99] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[70:71], v[82:83] /*v[338:339]*/, v[14:15] op_sel:[1,0,0]
	v_pk_fma_f32 v[12:13], v[70:71], v[84:85] /*v[340:341]*/, v[12:13] op_sel:[1,0,0]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[6:7], v[108:109], v[174:175], v[6:7] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[62:63], v[64:65], v[78:79] /*v[334:335]*/, v[62:63] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[10:11], v[108:109], v[176:177], v[10:11] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v108, v109
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[70:71], v[78:79], v[24:25] /*v[280:281]*/, v[86:87] op_sel:[1,0,0]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[14:15], v[72:73], v[174:175], v[14:15] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v78, v73
	v_pk_fma_f32 v[12:13], v[72:73], v[176:177], v[12:13] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v72, v65
	v_pk_fma_f32 v[62:63], v[18:19], v[214:215], v[62:63] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[70:71], v[80:81], v[32:33] /*v[288:289]*/, v[70:71] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[100:101] /*v[612:613]*/, v[78:79], v[198:199], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[102:103] /*v[614:615]*/, v[78:79], v[200:201], v[12:13] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[14:15], v[108:109], v[198:199], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[108:109], v[200:201], v[10:11] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v12, v85
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[62:63], v[18:19], v[82:83] /*v[338:339]*/, v[62:63] op_sel:[1,0,0]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[10:11], v[72:73], v[198:199], v[8:9] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_mov_b32_e32 v8, v57 /*v313*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[2:3], v[72:73], v[200:201], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[12:13], v[210:211], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[62:63], v[20:21], v[174:175], v[62:63] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[12:13], v[212:213], v[82:83] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v72, v21
	s_set_vgpr_msb 16                       ;  msbs: dst=0 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[78:79], v[8:9], v[210:211], v[92:93] /*v[348:349]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[4:5], v[8:9], v[212:213], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[66:67], v[246:247], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[66:67], v[248:249], v[12:13] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[98:99] /*v[610:611]*/, v[72:73], v[198:199], v[62:63] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[62:63], v[42:43] /*v[298:299]*/, v[246:247], v[78:79] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[42:43] /*v[298:299]*/, v[248:249], v[4:5] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[16:17], v[66:67], v[250:251], v[16:17] op_sel:[1,0,0]
	v_pk_fma_f32 v[12:13], v[66:67], v[252:253], v[12:13] op_sel:[1,0,0]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_mov_b32_e32 v66, v45 /*v301*/
	v_pk_fma_f32 v[8:9], v[42:43] /*v[298:299]*/, v[250:251], v[62:63] op_sel:[1,0,0]
	v_pk_fma_f32 v[4:5], v[42:43] /*v[298:299]*/, v[252:253], v[4:5] op_sel:[1,0,0]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[16:17], v[68:69], v[254:255], v[16:17] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v62, v69
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[12:13], v[68:69], v[0:1] /*v[256:257]*/, v[12:13] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[8:9], v[44:45] /*v[300:301]*/, v[254:255], v[8:9] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 5                        ;  msbs: dst=0 src0=1 src1=1 src2=0
	v_pk_fma_f32 v[4:5], v[44:45] /*v[300:301]*/, v[0:1] /*v[256:257]*/, v[4:5] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[70:71], v[128:129], v[140:141], v[70:71] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[62:63], v[154:155], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[62:63], v[156:157], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[66:67], v[154:155], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[66:67], v[156:157], v[4:5] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[70:71], v[54:55], v[40:41] /*v[296:297]*/, v[70:71] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[58:59], v[2:3] /*v[258:259]*/, v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[58:59], v[4:5] /*v[260:261]*/, v[12:13] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 5                        ;  msbs: dst=0 src0=1 src1=1 src2=0
	v_pk_fma_f32 v[8:9], v[34:35] /*v[290:291]*/, v[2:3] /*v[258:259]*/, v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[34:35] /*v[290:291]*/, v[4:5] /*v[260:261]*/, v[4:5] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[54:55], v[54:55], v[48:49] /*v[304:305]*/, v[70:71] op_sel:[1,0,0]
	v_pk_fma_f32 v[16:17], v[58:59], v[22:23] /*v[278:279]*/, v[16:17] op_sel:[1,0,0]
	v_pk_fma_f32 v[12:13], v[58:59], v[24:25] /*v[280:281]*/, v[12:13] op_sel:[1,0,0]
	s_set_vgpr_msb 5                        ;  msbs: dst=0 src0=1 src1=1 src2=0
	v_pk_fma_f32 v[8:9], v[34:35] /*v[290:291]*/, v[22:23] /*v[278:279]*/, v[8:9] op_sel:[1,0,0]
	v_pk_fma_f32 v[4:5], v[34:35] /*v[290:291]*/, v[24:25] /*v[280:281]*/, v[4:5] op_sel:[1,0,0]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[54:55], v[56:57], v[52:53] /*v[308:309]*/, v[54:55] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[60:61], v[30:31] /*v[286:287]*/, v[16:17] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v56, v61
	v_pk_fma_f32 v[12:13], v[60:61], v[32:33] /*v[288:289]*/, v[12:13] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 5                        ;  msbs: dst=0 src0=1 src1=1 src2=0
	v_pk_fma_f32 v[8:9], v[36:37] /*v[292:293]*/, v[30:31] /*v[286:287]*/, v[8:9] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v58, v37 /*v293*/
	v_pk_fma_f32 v[4:5], v[36:37] /*v[292:293]*/, v[32:33] /*v[288:289]*/, v[4:5] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[54:55], v[118:119], v[124:125], v[54:55] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[56:57], v[138:139], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[56:57], v[140:141], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[58:59], v[138:139], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[58:59], v[140:141], v[4:5] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[54:55], v[46:47], v[60:61] /*v[316:317]*/, v[54:55] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[50:51], v[38:39] /*v[294:295]*/, v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[50:51], v[40:41] /*v[296:297]*/, v[12:13] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 5                        ;  msbs: dst=0 src0=1 src1=1 src2=0
	v_pk_fma_f32 v[8:9], v[26:27] /*v[282:283]*/, v[38:39] /*v[294:295]*/, v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[26:27] /*v[282:283]*/, v[40:41] /*v[296:297]*/, v[4:5] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[46:47], v[46:47], v[244:245], v[54:55] op_sel:[1,0,0]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[16:17], v[50:51], v[46:47] /*v[302:303]*/, v[16:17] op_sel:[1,0,0]
	v_pk_fma_f32 v[12:13], v[50:51], v[48:49] /*v[304:305]*/, v[12:13] op_sel:[1,0,0]
	s_set_vgpr_msb 5                        ;  msbs: dst=0 src0=1 src1=1 src2=0
	v_pk_fma_f32 v[8:9], v[26:27] /*v[282:283]*/, v[46:47] /*v[302:303]*/, v[8:9] op_sel:[1,0,0]
	v_pk_fma_f32 v[4:5], v[26:27] /*v[282:283]*/, v[48:49] /*v[304:305]*/, v[4:5] op_sel:[1,0,0]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[46:47], v[48:49], v[64:65] /*v[320:321]*/, v[46:47] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[52:53], v[50:51] /*v[306:307]*/, v[16:17] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v48, v53
	v_pk_fma_f32 v[12:13], v[52:53], v[52:53] /*v[308:309]*/, v[12:13] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 5                        ;  msbs: dst=0 src0=1 src1=1 src2=0
	v_pk_fma_f32 v[8:9], v[28:29] /*v[284:285]*/, v[50:51] /*v[306:307]*/, v[8:9] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v50, v29 /*v285*/
	v_pk_fma_f32 v[4:5], v[28:29] /*v[284:285]*/, v[52:53] /*v[308:309]*/, v[4:5] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[16:17], v[48:49], v[122:123], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[48:49], v[124:125], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[46:47], v[92:93], v[116:117], v[46:47] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[50:51], v[122:123], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[50:51], v[124:125], v[4:5] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[16:17], v[42:43], v[58:59] /*v[314:315]*/, v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[42:43], v[60:61] /*v[316:317]*/, v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[46:47], v[34:35], v[68:69] /*v[324:325]*/, v[46:47] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 5                        ;  msbs: dst=0 src0=1 src1=1 src2=0
	v_pk_fma_f32 v[8:9], v[18:19] /*v[274:275]*/, v[58:59] /*v[314:315]*/, v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[18:19] /*v[274:275]*/, v[60:61] /*v[316:317]*/, v[4:5] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[16:17], v[42:43], v[242:243], v[16:17] op_sel:[1,0,0]
	v_pk_fma_f32 v[12:13], v[42:43], v[244:245], v[12:13] op_sel:[1,0,0]
	v_mov_b32_e32 v42, v45
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[8:9], v[18:19] /*v[274:275]*/, v[242:243], v[8:9] op_sel:[1,0,0]
	v_pk_fma_f32 v[4:5], v[18:19] /*v[274:275]*/, v[244:245], v[4:5] op_sel:[1,0,0]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[16:17], v[44:45], v[62:63] /*v[318:319]*/, v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[44:45], v[64:65] /*v[320:321]*/, v[12:13] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 5                        ;  msbs: dst=0 src0=1 src1=1 src2=0
	v_mov_b32_e32 v44, v21 /*v277*/
	v_pk_fma_f32 v[8:9], v[20:21] /*v[276:277]*/, v[62:63] /*v[318:319]*/, v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[20:21] /*v[276:277]*/, v[64:65] /*v[320:321]*/, v[4:5] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[16:17], v[42:43], v[114:115], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[42:43], v[116:117], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[34:35], v[34:35], v[240:241], v[46:47] op_sel:[1,0,0]
	v_pk_fma_f32 v[8:9], v[44:45], v[114:115], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[44:45], v[116:117], v[4:5] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[16:17], v[38:39], v[66:67] /*v[322:323]*/, v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[38:39], v[68:69] /*v[324:325]*/, v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[34:35], v[36:37], v[72:73] /*v[328:329]*/, v[34:35] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 5                        ;  msbs: dst=0 src0=1 src1=1 src2=0
	v_pk_fma_f32 v[8:9], v[10:11] /*v[266:267]*/, v[66:67] /*v[322:323]*/, v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[10:11] /*v[266:267]*/, v[68:69] /*v[324:325]*/, v[4:5] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[16:17], v[38:39], v[238:239], v[16:17] op_sel:[1,0,0]
	v_pk_fma_f32 v[12:13], v[38:39], v[240:241], v[12:13] op_sel:[1,0,0]
	v_mov_b32_e32 v36, v41
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[8:9], v[10:11] /*v[266:267]*/, v[238:239], v[8:9] op_sel:[1,0,0]
	v_pk_fma_f32 v[4:5], v[10:11] /*v[266:267]*/, v[240:241], v[4:5] op_sel:[1,0,0]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[16:17], v[40:41], v[70:71] /*v[326:327]*/, v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[40:41], v[72:73] /*v[328:329]*/, v[12:13] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 5                        ;  msbs: dst=0 src0=1 src1=1 src2=0
	v_mov_b32_e32 v38, v13 /*v269*/
	v_pk_fma_f32 v[8:9], v[12:13] /*v[268:269]*/, v[70:71] /*v[326:327]*/, v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[12:13] /*v[268:269]*/, v[72:73] /*v[328:329]*/, v[4:5] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[34:35], v[84:85], v[96:97], v[34:35] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[36:37], v[94:95], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[36:37], v[96:97], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[38:39], v[94:95], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[38:39], v[96:97], v[4:5] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[34:35], v[26:27], v[76:77] /*v[332:333]*/, v[34:35] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[30:31], v[74:75] /*v[330:331]*/, v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[30:31], v[76:77] /*v[332:333]*/, v[12:13] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 5                        ;  msbs: dst=0 src0=1 src1=1 src2=0
	v_pk_fma_f32 v[8:9], v[14:15] /*v[270:271]*/, v[74:75] /*v[330:331]*/, v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[14:15] /*v[270:271]*/, v[76:77] /*v[332:333]*/, v[4:5] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[26:27], v[26:27], v[228:229], v[34:35] op_sel:[1,0,0]
	v_pk_fma_f32 v[16:17], v[30:31], v[226:227], v[16:17] op_sel:[1,0,0]
	v_pk_fma_f32 v[12:13], v[30:31], v[228:229], v[12:13] op_sel:[1,0,0]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[8:9], v[14:15] /*v[270:271]*/, v[226:227], v[8:9] op_sel:[1,0,0]
	v_pk_fma_f32 v[4:5], v[14:15] /*v[270:271]*/, v[228:229], v[4:5] op_sel:[1,0,0]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[26:27], v[28:29], v[76:77], v[26:27] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[32:33], v[74:75], v[16:17] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v28, v33
	v_pk_fma_f32 v[12:13], v[32:33], v[76:77], v[12:13] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[8:9], v[16:17] /*v[272:273]*/, v[74:75], v[8:9] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v30, v17 /*v273*/
	v_pk_fma_f32 v[4:5], v[16:17] /*v[272:273]*/, v[76:77], v[4:5] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[26:27], v[64:65], v[80:81] /*v[336:337]*/, v[26:27] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[28:29], v[78:79] /*v[334:335]*/, v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[28:29], v[80:81] /*v[336:337]*/, v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[30:31], v[78:79] /*v[334:335]*/, v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[30:31], v[80:81] /*v[336:337]*/, v[4:5] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[26:27], v[18:19], v[216:217], v[26:27] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[22:23], v[214:215], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[22:23], v[216:217], v[12:13] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[8:9], v[6:7] /*v[262:263]*/, v[214:215], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[6:7] /*v[262:263]*/, v[216:217], v[4:5] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_pk_fma_f32 v[18:19], v[18:19], v[84:85] /*v[340:341]*/, v[26:27] op_sel:[1,0,0]
	v_pk_fma_f32 v[16:17], v[22:23], v[82:83] /*v[338:339]*/, v[16:17] op_sel:[1,0,0]
	v_pk_fma_f32 v[12:13], v[22:23], v[84:85] /*v[340:341]*/, v[12:13] op_sel:[1,0,0]
	s_set_vgpr_msb 5                        ;  msbs: dst=0 src0=1 src1=1 src2=0
	v_pk_fma_f32 v[8:9], v[6:7] /*v[262:263]*/, v[82:83] /*v[338:339]*/, v[8:9] op_sel:[1,0,0]
	v_pk_fma_f32 v[4:5], v[6:7] /*v[262:263]*/, v[84:85] /*v[340:341]*/, v[4:5] op_sel:[1,0,0]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[18:19], v[20:21], v[176:177], v[18:19] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[24:25], v[174:175], v[16:17] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v20, v25
	v_pk_fma_f32 v[12:13], v[24:25], v[176:177], v[12:13] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[22:23], v[8:9] /*v[264:265]*/, v[174:175], v[8:9] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v24, v9 /*v265*/
	v_pk_fma_f32 v[4:5], v[8:9] /*v[264:265]*/, v[176:177], v[4:5] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[104:105] /*v[616:617]*/, v[72:73], v[200:201], v[18:19] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[16:17], v[20:21], v[198:199], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[20:21], v[200:201], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[24:25], v[198:199], v[22:23] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[24:25], v[200:201], v[4:5] op_sel_hi:[0,1,1]
	.loc	1 40 26                         ; generate.py:40:26
	s_cbranch_scc0 .LBB0_134
.LBB0_6:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 0 26 is_stmt 0                ; generate.py:0:26
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_dual_mov_b32 v51, 0 :: v_dual_add_nc_u32 v18, s4, v143 /*v655*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	.loc	1 42 95 is_stmt 1               ; generate.py:42:95
	v_cmp_gt_i32_e32 vcc_lo, s10, v18
	.loc	1 42 42 is_stmt 0               ; generate.py:42:42
	v_ashrrev_i32_e32 v19, 31, v18
	.loc	1 42 81                         ; generate.py:42:81
	s_and_b32 s8, s40, vcc_lo
	.loc	1 42 20                         ; generate.py:42:20
	s_and_saveexec_b32 s5, s8
	s_cbranch_execz .LBB0_8
; %bb.7:                                ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	v_add_nc_u64_e32 v[20:21], v[24:25] /*v[536:537]*/, v[18:19]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 42 20                         ; generate.py:42:20
	global_load_u8 v51, v[20:21], off
.LBB0_8:                                ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	v_dual_mov_b32 v50, 0 :: v_dual_mov_b32 v52, 0
	.loc	1 42 81                         ; generate.py:42:81
	s_and_b32 s8, s39, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 42 20                         ; generate.py:42:20
	s_and_saveexec_b32 s5, s8
	s_cbranch_execz .LBB0_10
; %bb.9:                                ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 42 42                         ; generate.py:42:42
	v_add_nc_u64_e32 v[20:21], v[26:27] /*v[538:539]*/, v[18:19]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 42 20                         ; generate.py:42:20
	global_load_u8 v52, v[20:21], off
.LBB0_10:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	.loc	1 42 81                         ; generate.py:42:81
	s_and_b32 s8, s38, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 42 20                         ; generate.py:42:20
	s_and_saveexec_b32 s5, s8
	s_cbranch_execz .LBB0_12
; %bb.11:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 42 42                         ; generate.py:42:42
	v_add_nc_u64_e32 v[20:21], v[28:29] /*v[540:541]*/, v[18:19]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 42 20                         ; generate.py:42:20
	global_load_u8 v50, v[20:21], off
.LBB0_12:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	v_dual_mov_b32 v48, 0 :: v_dual_mov_b32 v49, 0
	.loc	1 42 81                         ; generate.py:42:81
	s_and_b32 s8, s37, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 42 20                         ; generate.py:42:20
	s_and_saveexec_b32 s5, s8
	s_cbranch_execz .LBB0_14
; %bb.13:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 42 42                         ; generate.py:42:42
	v_add_nc_u64_e32 v[20:21], v[30:31] /*v[542:543]*/, v[18:19]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 42 20                         ; generate.py:42:20
	global_load_u8 v49, v[20:21], off
.LBB0_14:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	.loc	1 42 81                         ; generate.py:42:81
	s_and_b32 s8, s36, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 42 20                         ; generate.py:42:20
	s_and_saveexec_b32 s5, s8
	s_cbranch_execz .LBB0_16
; %bb.15:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 42 42                         ; generate.py:42:42
	v_add_nc_u64_e32 v[20:21], v[32:33] /*v[544:545]*/, v[18:19]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 42 20                         ; generate.py:42:20
	global_load_u8 v48, v[20:21], off
.LBB0_16:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	v_dual_mov_b32 v46, 0 :: v_dual_mov_b32 v47, 0
	.loc	1 42 81                         ; generate.py:42:81
	s_and_b32 s8, s35, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 42 20                         ; generate.py:42:20
	s_and_saveexec_b32 s5, s8
	s_cbranch_execz .LBB0_18
; %bb.17:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 42 42                         ; generate.py:42:42
	v_add_nc_u64_e32 v[20:21], v[34:35] /*v[546:547]*/, v[18:19]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 42 20                         ; generate.py:42:20
	global_load_u8 v47, v[20:21], off
.LBB0_18:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	.loc	1 42 81                         ; generate.py:42:81
	s_and_b32 s8, s34, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 42 20                         ; generate.py:42:20
	s_and_saveexec_b32 s5, s8
	s_cbranch_execz .LBB0_20
; %bb.19:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 42 42                         ; generate.py:42:42
	v_add_nc_u64_e32 v[20:21], v[36:37] /*v[548:549]*/, v[18:19]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 42 20                         ; generate.py:42:20
	global_load_u8 v46, v[20:21], off
.LBB0_20:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	v_dual_mov_b32 v44, 0 :: v_dual_mov_b32 v45, 0
	.loc	1 42 81                         ; generate.py:42:81
	s_and_b32 s8, s33, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 42 20                         ; generate.py:42:20
	s_and_saveexec_b32 s5, s8
	s_cbranch_execz .LBB0_22
; %bb.21:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 42 42                         ; generate.py:42:42
	v_add_nc_u64_e32 v[20:21], v[38:39] /*v[550:551]*/, v[18:19]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 42 20                         ; generate.py:42:20
	global_load_u8 v45, v[20:21], off
.LBB0_22:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	.loc	1 42 81                         ; generate.py:42:81
	s_and_b32 s8, s31, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 42 20                         ; generate.py:42:20
	s_and_saveexec_b32 s5, s8
	s_cbranch_execz .LBB0_24
; %bb.23:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 42 42                         ; generate.py:42:42
	v_add_nc_u64_e32 v[20:21], v[40:41] /*v[552:553]*/, v[18:19]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 42 20                         ; generate.py:42:20
	global_load_u8 v44, v[20:21], off
.LBB0_24:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	v_dual_mov_b32 v42, 0 :: v_dual_mov_b32 v43, 0
	.loc	1 42 81                         ; generate.py:42:81
	s_and_b32 s8, s30, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 42 20                         ; generate.py:42:20
	s_and_saveexec_b32 s5, s8
	s_cbranch_execz .LBB0_26
; %bb.25:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 42 42                         ; generate.py:42:42
	v_add_nc_u64_e32 v[20:21], v[42:43] /*v[554:555]*/, v[18:19]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 42 20                         ; generate.py:42:20
	global_load_u8 v43, v[20:21], off
.LBB0_26:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	.loc	1 42 81                         ; generate.py:42:81
	s_and_b32 s8, s29, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 42 20                         ; generate.py:42:20
	s_and_saveexec_b32 s5, s8
	s_cbranch_execz .LBB0_28
; %bb.27:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 42 42                         ; generate.py:42:42
	v_add_nc_u64_e32 v[20:21], v[44:45] /*v[556:557]*/, v[18:19]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 42 20                         ; generate.py:42:20
	global_load_u8 v42, v[20:21], off
.LBB0_28:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	v_dual_mov_b32 v40, 0 :: v_dual_mov_b32 v41, 0
	.loc	1 42 81                         ; generate.py:42:81
	s_and_b32 s8, s28, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 42 20                         ; generate.py:42:20
	s_and_saveexec_b32 s5, s8
	s_cbranch_execz .LBB0_30
; %bb.29:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 42 42                         ; generate.py:42:42
	v_add_nc_u64_e32 v[20:21], v[46:47] /*v[558:559]*/, v[18:19]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 42 20                         ; generate.py:42:20
	global_load_u8 v41, v[20:21], off
.LBB0_30:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	.loc	1 42 81                         ; generate.py:42:81
	s_and_b32 s8, s27, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 42 20                         ; generate.py:42:20
	s_and_saveexec_b32 s5, s8
	s_cbranch_execz .LBB0_32
; %bb.31:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 42 42                         ; generate.py:42:42
	v_add_nc_u64_e32 v[20:21], v[48:49] /*v[560:561]*/, v[18:19]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 42 20                         ; generate.py:42:20
	global_load_u8 v40, v[20:21], off
.LBB0_32:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	v_dual_mov_b32 v37, 0 :: v_dual_mov_b32 v39, 0
	.loc	1 42 81                         ; generate.py:42:81
	s_and_b32 s8, s26, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 42 20                         ; generate.py:42:20
	s_and_saveexec_b32 s5, s8
	s_cbranch_execz .LBB0_34
; %bb.33:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 42 42                         ; generate.py:42:42
	v_add_nc_u64_e32 v[20:21], v[50:51] /*v[562:563]*/, v[18:19]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 42 20                         ; generate.py:42:20
	global_load_u8 v39, v[20:21], off
.LBB0_34:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	.loc	1 42 81                         ; generate.py:42:81
	s_and_b32 s8, s25, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 42 20                         ; generate.py:42:20
	s_and_saveexec_b32 s5, s8
	s_cbranch_execz .LBB0_36
; %bb.35:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 42 42                         ; generate.py:42:42
	v_add_nc_u64_e32 v[20:21], v[52:53] /*v[564:565]*/, v[18:19]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 42 20                         ; generate.py:42:20
	global_load_u8 v37, v[20:21], off
.LBB0_36:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	v_dual_mov_b32 v36, 0 :: v_dual_mov_b32 v38, 0
	.loc	1 42 81                         ; generate.py:42:81
	s_and_b32 s8, s24, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 42 20                         ; generate.py:42:20
	s_and_saveexec_b32 s5, s8
	s_cbranch_execz .LBB0_38
; %bb.37:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 42 42                         ; generate.py:42:42
	v_add_nc_u64_e32 v[20:21], v[54:55] /*v[566:567]*/, v[18:19]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 42 20                         ; generate.py:42:20
	global_load_u8 v38, v[20:21], off
.LBB0_38:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	.loc	1 42 81                         ; generate.py:42:81
	s_and_b32 s8, s23, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 42 20                         ; generate.py:42:20
	s_and_saveexec_b32 s5, s8
	s_cbranch_execz .LBB0_40
; %bb.39:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 42 42                         ; generate.py:42:42
	v_add_nc_u64_e32 v[20:21], v[56:57] /*v[568:569]*/, v[18:19]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 42 20                         ; generate.py:42:20
	global_load_u8 v36, v[20:21], off
.LBB0_40:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	v_dual_mov_b32 v33, 0 :: v_dual_mov_b32 v35, 0
	.loc	1 42 81                         ; generate.py:42:81
	s_and_b32 s8, s22, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 42 20                         ; generate.py:42:20
	s_and_saveexec_b32 s5, s8
	s_cbranch_execz .LBB0_42
; %bb.41:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 42 42                         ; generate.py:42:42
	v_add_nc_u64_e32 v[20:21], v[58:59] /*v[570:571]*/, v[18:19]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 42 20                         ; generate.py:42:20
	global_load_u8 v35, v[20:21], off
.LBB0_42:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	.loc	1 42 81                         ; generate.py:42:81
	s_and_b32 s8, s21, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 42 20                         ; generate.py:42:20
	s_and_saveexec_b32 s5, s8
	s_cbranch_execz .LBB0_44
; %bb.43:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 42 42                         ; generate.py:42:42
	v_add_nc_u64_e32 v[20:21], v[60:61] /*v[572:573]*/, v[18:19]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 42 20                         ; generate.py:42:20
	global_load_u8 v33, v[20:21], off
.LBB0_44:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	v_dual_mov_b32 v32, 0 :: v_dual_mov_b32 v34, 0
	.loc	1 42 81                         ; generate.py:42:81
	s_and_b32 s8, s20, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 42 20                         ; generate.py:42:20
	s_and_saveexec_b32 s5, s8
	s_cbranch_execz .LBB0_46
; %bb.45:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 42 42                         ; generate.py:42:42
	v_add_nc_u64_e32 v[20:21], v[62:63] /*v[574:575]*/, v[18:19]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 42 20                         ; generate.py:42:20
	global_load_u8 v34, v[20:21], off
.LBB0_46:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	.loc	1 42 81                         ; generate.py:42:81
	s_and_b32 s8, s19, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 42 20                         ; generate.py:42:20
	s_and_saveexec_b32 s5, s8
	s_cbranch_execz .LBB0_48
; %bb.47:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 42 42                         ; generate.py:42:42
	v_add_nc_u64_e32 v[20:21], v[64:65] /*v[576:577]*/, v[18:19]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 42 20                         ; generate.py:42:20
	global_load_u8 v32, v[20:21], off
.LBB0_48:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	v_dual_mov_b32 v30, 0 :: v_dual_mov_b32 v31, 0
	.loc	1 42 81                         ; generate.py:42:81
	s_and_b32 s8, s18, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 42 20                         ; generate.py:42:20
	s_and_saveexec_b32 s5, s8
	s_cbranch_execz .LBB0_50
; %bb.49:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 42 42                         ; generate.py:42:42
	v_add_nc_u64_e32 v[20:21], v[66:67] /*v[578:579]*/, v[18:19]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 42 20                         ; generate.py:42:20
	global_load_u8 v31, v[20:21], off
.LBB0_50:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	.loc	1 42 81                         ; generate.py:42:81
	s_and_b32 s8, s17, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 42 20                         ; generate.py:42:20
	s_and_saveexec_b32 s5, s8
	s_cbranch_execz .LBB0_52
; %bb.51:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 42 42                         ; generate.py:42:42
	v_add_nc_u64_e32 v[20:21], v[68:69] /*v[580:581]*/, v[18:19]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 42 20                         ; generate.py:42:20
	global_load_u8 v30, v[20:21], off
.LBB0_52:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	v_dual_mov_b32 v28, 0 :: v_dual_mov_b32 v29, 0
	.loc	1 42 81                         ; generate.py:42:81
	s_and_b32 s8, s16, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 42 20                         ; generate.py:42:20
	s_and_saveexec_b32 s5, s8
	s_cbranch_execz .LBB0_54
; %bb.53:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 42 42                         ; generate.py:42:42
	v_add_nc_u64_e32 v[20:21], v[70:71] /*v[582:583]*/, v[18:19]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 42 20                         ; generate.py:42:20
	global_load_u8 v29, v[20:21], off
.LBB0_54:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	.loc	1 42 81                         ; generate.py:42:81
	s_and_b32 s8, s15, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 42 20                         ; generate.py:42:20
	s_and_saveexec_b32 s5, s8
	s_cbranch_execz .LBB0_56
; %bb.55:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 42 42                         ; generate.py:42:42
	v_add_nc_u64_e32 v[20:21], v[72:73] /*v[584:585]*/, v[18:19]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 42 20                         ; generate.py:42:20
	global_load_u8 v28, v[20:21], off
.LBB0_56:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	v_dual_mov_b32 v26, 0 :: v_dual_mov_b32 v27, 0
	.loc	1 42 81                         ; generate.py:42:81
	s_and_b32 s8, s14, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 42 20                         ; generate.py:42:20
	s_and_saveexec_b32 s5, s8
	s_cbranch_execz .LBB0_58
; %bb.57:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 42 42                         ; generate.py:42:42
	v_add_nc_u64_e32 v[20:21], v[74:75] /*v[586:587]*/, v[18:19]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 42 20                         ; generate.py:42:20
	global_load_u8 v27, v[20:21], off
.LBB0_58:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	.loc	1 42 81                         ; generate.py:42:81
	s_and_b32 s8, s13, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 42 20                         ; generate.py:42:20
	s_and_saveexec_b32 s5, s8
	s_cbranch_execz .LBB0_60
; %bb.59:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 42 42                         ; generate.py:42:42
	v_add_nc_u64_e32 v[20:21], v[76:77] /*v[588:589]*/, v[18:19]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 42 20                         ; generate.py:42:20
	global_load_u8 v26, v[20:21], off
.LBB0_60:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	v_dual_mov_b32 v24, 0 :: v_dual_mov_b32 v25, 0
	.loc	1 42 81                         ; generate.py:42:81
	s_and_b32 s8, s12, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 42 20                         ; generate.py:42:20
	s_and_saveexec_b32 s5, s8
	s_cbranch_execz .LBB0_62
; %bb.61:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 42 42                         ; generate.py:42:42
	v_add_nc_u64_e32 v[20:21], v[78:79] /*v[590:591]*/, v[18:19]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 42 20                         ; generate.py:42:20
	global_load_u8 v25, v[20:21], off
.LBB0_62:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	.loc	1 42 81                         ; generate.py:42:81
	s_and_b32 s8, s11, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 42 20                         ; generate.py:42:20
	s_and_saveexec_b32 s5, s8
	s_cbranch_execz .LBB0_64
; %bb.63:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 42 42                         ; generate.py:42:42
	v_add_nc_u64_e32 v[20:21], v[80:81] /*v[592:593]*/, v[18:19]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 42 20                         ; generate.py:42:20
	global_load_u8 v24, v[20:21], off
.LBB0_64:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	v_dual_mov_b32 v21, 0 :: v_dual_mov_b32 v23, 0
	.loc	1 42 81                         ; generate.py:42:81
	s_and_b32 s8, s41, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 42 20                         ; generate.py:42:20
	s_and_saveexec_b32 s5, s8
	s_cbranch_execz .LBB0_66
; %bb.65:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 42 42                         ; generate.py:42:42
	v_add_nc_u64_e32 v[22:23], v[82:83] /*v[594:595]*/, v[18:19]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 42 20                         ; generate.py:42:20
	global_load_u8 v23, v[22:23], off
.LBB0_66:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	.loc	1 42 81                         ; generate.py:42:81
	s_and_b32 s8, s42, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 42 20                         ; generate.py:42:20
	s_and_saveexec_b32 s5, s8
	s_cbranch_execz .LBB0_68
; %bb.67:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 42 42                         ; generate.py:42:42
	v_add_nc_u64_e32 v[20:21], v[84:85] /*v[596:597]*/, v[18:19]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 42 20                         ; generate.py:42:20
	global_load_u8 v21, v[20:21], off
.LBB0_68:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	v_dual_mov_b32 v20, 0 :: v_dual_mov_b32 v22, 0
	.loc	1 42 81                         ; generate.py:42:81
	s_and_b32 s8, s0, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 42 20                         ; generate.py:42:20
	s_and_saveexec_b32 s5, s8
	s_cbranch_execz .LBB0_70
; %bb.69:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	.loc	1 42 42                         ; generate.py:42:42
	v_add_nc_u64_e32 v[18:19], v[86:87] /*v[598:599]*/, v[18:19]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 42 20                         ; generate.py:42:20
	global_load_u8 v22, v[18:19], off
.LBB0_70:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	.loc	1 41 18 is_stmt 1               ; generate.py:41:18
	v_add_nc_u32_e32 v19, s4, v138 /*v650*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 43 75                         ; generate.py:43:75
	v_cmp_gt_i32_e32 vcc_lo, s10, v19
	.loc	1 43 81 is_stmt 0               ; generate.py:43:81
	s_and_b32 s8, s1, vcc_lo
	.loc	1 43 20                         ; generate.py:43:20
	s_and_saveexec_b32 s5, s8
	s_cbranch_execz .LBB0_72
; %bb.71:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_add_nc_u32_e32 v54, s2, v181 /*v693*/
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v55, 31, v54
	v_add_nc_u64_e32 v[54:55], v[88:89] /*v[600:601]*/, v[54:55]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	global_load_u8 v20, v[54:55], off
.LBB0_72:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	.loc	1 41 18 is_stmt 1               ; generate.py:41:18
	v_add_nc_u32_e32 v18, 2, v19
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	v_mov_b32_e32 v207 /*v719*/, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	.loc	1 43 75                         ; generate.py:43:75
	v_cmp_gt_i32_e32 vcc_lo, s10, v18
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_mov_b32_e32 v18, 0
	.loc	1 43 81 is_stmt 0               ; generate.py:43:81
	s_and_b32 s8, s1, vcc_lo
	.loc	1 43 20                         ; generate.py:43:20
	s_and_saveexec_b32 s5, s8
	s_cbranch_execz .LBB0_74
; %bb.73:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	.loc	1 43 38                         ; generate.py:43:38
	v_add_nc_u32_e32 v54, s2, v174 /*v686*/
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 43 24                         ; generate.py:43:24
	v_ashrrev_i32_e32 v55, 31, v54
	.loc	1 43 42                         ; generate.py:43:42
	v_add_nc_u64_e32 v[54:55], v[88:89] /*v[600:601]*/, v[54:55]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	global_load_u8 v18, v[54:55], off
.LBB0_74:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	.loc	1 41 18 is_stmt 1               ; generate.py:41:18
	v_add_nc_u32_e32 v53, 4, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 43 75                         ; generate.py:43:75
	v_cmp_gt_i32_e32 vcc_lo, s10, v53
	.loc	1 43 81 is_stmt 0               ; generate.py:43:81
	s_and_b32 s8, s1, vcc_lo
	.loc	1 43 20                         ; generate.py:43:20
	s_and_saveexec_b32 s5, s8
	s_cbranch_execz .LBB0_76
; %bb.75:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	.loc	1 43 38                         ; generate.py:43:38
	v_add_nc_u32_e32 v54, s2, v173 /*v685*/
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 43 24                         ; generate.py:43:24
	v_ashrrev_i32_e32 v55, 31, v54
	.loc	1 43 42                         ; generate.py:43:42
	v_add_nc_u64_e32 v[54:55], v[88:89] /*v[600:601]*/, v[54:55]
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	global_load_u8 v207 /*v719*/, v[54:55], off
.LBB0_76:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 41 18 is_stmt 1               ; generate.py:41:18
	v_add_nc_u32_e32 v53, 6, v19
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	v_dual_mov_b32 v205 /*v717*/, 0 :: v_dual_mov_b32 v206 /*v718*/, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 43 75                         ; generate.py:43:75
	v_cmp_gt_i32_e32 vcc_lo, s10, v53
	.loc	1 43 81 is_stmt 0               ; generate.py:43:81
	s_and_b32 s8, s1, vcc_lo
	.loc	1 43 20                         ; generate.py:43:20
	s_and_saveexec_b32 s5, s8
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_cbranch_execz .LBB0_78
; %bb.77:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	.loc	1 43 38                         ; generate.py:43:38
	v_add_nc_u32_e32 v54, s2, v172 /*v684*/
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 43 24                         ; generate.py:43:24
	v_ashrrev_i32_e32 v55, 31, v54
	.loc	1 43 42                         ; generate.py:43:42
	v_add_nc_u64_e32 v[54:55], v[88:89] /*v[600:601]*/, v[54:55]
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	global_load_u8 v206 /*v718*/, v[54:55], off
.LBB0_78:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 41 18 is_stmt 1               ; generate.py:41:18
	v_add_nc_u32_e32 v53, 8, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 43 75                         ; generate.py:43:75
	v_cmp_gt_i32_e32 vcc_lo, s10, v53
	.loc	1 43 81 is_stmt 0               ; generate.py:43:81
	s_and_b32 s8, s1, vcc_lo
	.loc	1 43 20                         ; generate.py:43:20
	s_and_saveexec_b32 s5, s8
	s_cbranch_execz .LBB0_80
; %bb.79:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	.loc	1 43 38                         ; generate.py:43:38
	v_add_nc_u32_e32 v54, s2, v171 /*v683*/
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 43 24                         ; generate.py:43:24
	v_ashrrev_i32_e32 v55, 31, v54
	.loc	1 43 42                         ; generate.py:43:42
	v_add_nc_u64_e32 v[54:55], v[88:89] /*v[600:601]*/, v[54:55]
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	global_load_u8 v205 /*v717*/, v[54:55], off
.LBB0_80:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 41 18 is_stmt 1               ; generate.py:41:18
	v_add_nc_u32_e32 v53, 10, v19
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	v_dual_mov_b32 v202 /*v714*/, 0 :: v_dual_mov_b32 v204 /*v716*/, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 43 75                         ; generate.py:43:75
	v_cmp_gt_i32_e32 vcc_lo, s10, v53
	.loc	1 43 81 is_stmt 0               ; generate.py:43:81
	s_and_b32 s8, s1, vcc_lo
	.loc	1 43 20                         ; generate.py:43:20
	s_and_saveexec_b32 s5, s8
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_cbranch_execz .LBB0_82
; %bb.81:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	.loc	1 43 38                         ; generate.py:43:38
	v_add_nc_u32_e32 v54, s2, v170 /*v682*/
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 43 24                         ; generate.py:43:24
	v_ashrrev_i32_e32 v55, 31, v54
	.loc	1 43 42                         ; generate.py:43:42
	v_add_nc_u64_e32 v[54:55], v[88:89] /*v[600:601]*/, v[54:55]
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	global_load_u8 v204 /*v716*/, v[54:55], off
.LBB0_82:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 41 18 is_stmt 1               ; generate.py:41:18
	v_add_nc_u32_e32 v53, 12, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 43 75                         ; generate.py:43:75
	v_cmp_gt_i32_e32 vcc_lo, s10, v53
	.loc	1 43 81 is_stmt 0               ; generate.py:43:81
	s_and_b32 s8, s1, vcc_lo
	.loc	1 43 20                         ; generate.py:43:20
	s_and_saveexec_b32 s5, s8
	s_cbranch_execz .LBB0_84
; %bb.83:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	.loc	1 43 38                         ; generate.py:43:38
	v_add_nc_u32_e32 v54, s2, v169 /*v681*/
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 43 24                         ; generate.py:43:24
	v_ashrrev_i32_e32 v55, 31, v54
	.loc	1 43 42                         ; generate.py:43:42
	v_add_nc_u64_e32 v[54:55], v[88:89] /*v[600:601]*/, v[54:55]
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	global_load_u8 v202 /*v714*/, v[54:55], off
.LBB0_84:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	.loc	1 41 18 is_stmt 1               ; generate.py:41:18
	v_add_nc_u32_e32 v53, s4, v139 /*v651*/
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	v_dual_mov_b32 v201 /*v713*/, 0 :: v_dual_mov_b32 v203 /*v715*/, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 43 75                         ; generate.py:43:75
	v_cmp_gt_i32_e32 vcc_lo, s10, v53
	.loc	1 43 81 is_stmt 0               ; generate.py:43:81
	s_and_b32 s8, s1, vcc_lo
	.loc	1 43 20                         ; generate.py:43:20
	s_and_saveexec_b32 s5, s8
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_cbranch_execz .LBB0_86
; %bb.85:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	.loc	1 43 38                         ; generate.py:43:38
	v_add_nc_u32_e32 v54, s2, v180 /*v692*/
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 43 24                         ; generate.py:43:24
	v_ashrrev_i32_e32 v55, 31, v54
	.loc	1 43 42                         ; generate.py:43:42
	v_add_nc_u64_e32 v[54:55], v[88:89] /*v[600:601]*/, v[54:55]
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	global_load_u8 v203 /*v715*/, v[54:55], off
.LBB0_86:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 41 18 is_stmt 1               ; generate.py:41:18
	v_add_nc_u32_e32 v53, 16, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 43 75                         ; generate.py:43:75
	v_cmp_gt_i32_e32 vcc_lo, s10, v53
	.loc	1 43 81 is_stmt 0               ; generate.py:43:81
	s_and_b32 s8, s1, vcc_lo
	.loc	1 43 20                         ; generate.py:43:20
	s_and_saveexec_b32 s5, s8
	s_cbranch_execz .LBB0_88
; %bb.87:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	.loc	1 43 38                         ; generate.py:43:38
	v_add_nc_u32_e32 v54, s2, v168 /*v680*/
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 43 24                         ; generate.py:43:24
	v_ashrrev_i32_e32 v55, 31, v54
	.loc	1 43 42                         ; generate.py:43:42
	v_add_nc_u64_e32 v[54:55], v[88:89] /*v[600:601]*/, v[54:55]
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	global_load_u8 v201 /*v713*/, v[54:55], off
.LBB0_88:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 41 18 is_stmt 1               ; generate.py:41:18
	v_add_nc_u32_e32 v53, 18, v19
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	v_dual_mov_b32 v199 /*v711*/, 0 :: v_dual_mov_b32 v200 /*v712*/, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 43 75                         ; generate.py:43:75
	v_cmp_gt_i32_e32 vcc_lo, s10, v53
	.loc	1 43 81 is_stmt 0               ; generate.py:43:81
	s_and_b32 s8, s1, vcc_lo
	.loc	1 43 20                         ; generate.py:43:20
	s_and_saveexec_b32 s5, s8
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_cbranch_execz .LBB0_90
; %bb.89:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	.loc	1 43 38                         ; generate.py:43:38
	v_add_nc_u32_e32 v54, s2, v167 /*v679*/
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 43 24                         ; generate.py:43:24
	v_ashrrev_i32_e32 v55, 31, v54
	.loc	1 43 42                         ; generate.py:43:42
	v_add_nc_u64_e32 v[54:55], v[88:89] /*v[600:601]*/, v[54:55]
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	global_load_u8 v200 /*v712*/, v[54:55], off
.LBB0_90:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 41 18 is_stmt 1               ; generate.py:41:18
	v_add_nc_u32_e32 v53, 20, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 43 75                         ; generate.py:43:75
	v_cmp_gt_i32_e32 vcc_lo, s10, v53
	.loc	1 43 81 is_stmt 0               ; generate.py:43:81
	s_and_b32 s8, s1, vcc_lo
	.loc	1 43 20                         ; generate.py:43:20
	s_and_saveexec_b32 s5, s8
	s_cbranch_execz .LBB0_92
; %bb.91:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	.loc	1 43 38                         ; generate.py:43:38
	v_add_nc_u32_e32 v54, s2, v166 /*v678*/
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 43 24                         ; generate.py:43:24
	v_ashrrev_i32_e32 v55, 31, v54
	.loc	1 43 42                         ; generate.py:43:42
	v_add_nc_u64_e32 v[54:55], v[88:89] /*v[600:601]*/, v[54:55]
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	global_load_u8 v199 /*v711*/, v[54:55], off
.LBB0_92:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 41 18 is_stmt 1               ; generate.py:41:18
	v_add_nc_u32_e32 v53, 22, v19
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	v_dual_mov_b32 v196 /*v708*/, 0 :: v_dual_mov_b32 v198 /*v710*/, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 43 75                         ; generate.py:43:75
	v_cmp_gt_i32_e32 vcc_lo, s10, v53
	.loc	1 43 81 is_stmt 0               ; generate.py:43:81
	s_and_b32 s8, s1, vcc_lo
	.loc	1 43 20                         ; generate.py:43:20
	s_and_saveexec_b32 s5, s8
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_cbranch_execz .LBB0_94
; %bb.93:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	.loc	1 43 38                         ; generate.py:43:38
	v_add_nc_u32_e32 v54, s2, v165 /*v677*/
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 43 24                         ; generate.py:43:24
	v_ashrrev_i32_e32 v55, 31, v54
	.loc	1 43 42                         ; generate.py:43:42
	v_add_nc_u64_e32 v[54:55], v[88:89] /*v[600:601]*/, v[54:55]
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	global_load_u8 v198 /*v710*/, v[54:55], off
.LBB0_94:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 41 18 is_stmt 1               ; generate.py:41:18
	v_add_nc_u32_e32 v53, 24, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 43 75                         ; generate.py:43:75
	v_cmp_gt_i32_e32 vcc_lo, s10, v53
	.loc	1 43 81 is_stmt 0               ; generate.py:43:81
	s_and_b32 s8, s1, vcc_lo
	.loc	1 43 20                         ; generate.py:43:20
	s_and_saveexec_b32 s5, s8
	s_cbranch_execz .LBB0_96
; %bb.95:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	.loc	1 43 38                         ; generate.py:43:38
	v_add_nc_u32_e32 v54, s2, v164 /*v676*/
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 43 24                         ; generate.py:43:24
	v_ashrrev_i32_e32 v55, 31, v54
	.loc	1 43 42                         ; generate.py:43:42
	v_add_nc_u64_e32 v[54:55], v[88:89] /*v[600:601]*/, v[54:55]
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	global_load_u8 v196 /*v708*/, v[54:55], off
.LBB0_96:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 41 18 is_stmt 1               ; generate.py:41:18
	v_add_nc_u32_e32 v53, 26, v19
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	v_dual_mov_b32 v195 /*v707*/, 0 :: v_dual_mov_b32 v197 /*v709*/, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 43 75                         ; generate.py:43:75
	v_cmp_gt_i32_e32 vcc_lo, s10, v53
	.loc	1 43 81 is_stmt 0               ; generate.py:43:81
	s_and_b32 s8, s1, vcc_lo
	.loc	1 43 20                         ; generate.py:43:20
	s_and_saveexec_b32 s5, s8
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_cbranch_execz .LBB0_98
; %bb.97:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	.loc	1 43 38                         ; generate.py:43:38
	v_add_nc_u32_e32 v54, s2, v163 /*v675*/
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 43 24                         ; generate.py:43:24
	v_ashrrev_i32_e32 v55, 31, v54
	.loc	1 43 42                         ; generate.py:43:42
	v_add_nc_u64_e32 v[54:55], v[88:89] /*v[600:601]*/, v[54:55]
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	global_load_u8 v197 /*v709*/, v[54:55], off
.LBB0_98:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 41 18 is_stmt 1               ; generate.py:41:18
	v_add_nc_u32_e32 v53, 28, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 43 75                         ; generate.py:43:75
	v_cmp_gt_i32_e32 vcc_lo, s10, v53
	.loc	1 43 81 is_stmt 0               ; generate.py:43:81
	s_and_b32 s8, s1, vcc_lo
	.loc	1 43 20                         ; generate.py:43:20
	s_and_saveexec_b32 s5, s8
	s_cbranch_execz .LBB0_100
; %bb.99:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	.loc	1 43 38                         ; generate.py:43:38
	v_add_nc_u32_e32 v54, s2, v162 /*v674*/
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 43 24                         ; generate.py:43:24
	v_ashrrev_i32_e32 v55, 31, v54
	.loc	1 43 42                         ; generate.py:43:42
	v_add_nc_u64_e32 v[54:55], v[88:89] /*v[600:601]*/, v[54:55]
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	global_load_u8 v195 /*v707*/, v[54:55], off
.LBB0_100:                              ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	.loc	1 41 18 is_stmt 1               ; generate.py:41:18
	v_add_nc_u32_e32 v53, s4, v140 /*v652*/
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	v_dual_mov_b32 v193 /*v705*/, 0 :: v_dual_mov_b32 v194 /*v706*/, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 43 75                         ; generate.py:43:75
	v_cmp_gt_i32_e32 vcc_lo, s10, v53
	.loc	1 43 81 is_stmt 0               ; generate.py:43:81
	s_and_b32 s8, s1, vcc_lo
	.loc	1 43 20                         ; generate.py:43:20
	s_and_saveexec_b32 s5, s8
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_cbranch_execz .LBB0_102
; %bb.101:                              ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	.loc	1 43 38                         ; generate.py:43:38
	v_add_nc_u32_e32 v54, s2, v179 /*v691*/
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 43 24                         ; generate.py:43:24
	v_ashrrev_i32_e32 v55, 31, v54
	.loc	1 43 42                         ; generate.py:43:42
	v_add_nc_u64_e32 v[54:55], v[88:89] /*v[600:601]*/, v[54:55]
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	global_load_u8 v194 /*v706*/, v[54:55], off
.LBB0_102:                              ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 41 18 is_stmt 1               ; generate.py:41:18
	v_add_nc_u32_e32 v53, 32, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 43 75                         ; generate.py:43:75
	v_cmp_gt_i32_e32 vcc_lo, s10, v53
	.loc	1 43 81 is_stmt 0               ; generate.py:43:81
	s_and_b32 s8, s1, vcc_lo
	.loc	1 43 20                         ; generate.py:43:20
	s_and_saveexec_b32 s5, s8
	s_cbranch_execz .LBB0_104
; %bb.103:                              ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	.loc	1 43 38                         ; generate.py:43:38
	v_add_nc_u32_e32 v54, s2, v161 /*v673*/
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 43 24                         ; generate.py:43:24
	v_ashrrev_i32_e32 v55, 31, v54
	.loc	1 43 42                         ; generate.py:43:42
	v_add_nc_u64_e32 v[54:55], v[88:89] /*v[600:601]*/, v[54:55]
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	global_load_u8 v193 /*v705*/, v[54:55], off
.LBB0_104:                              ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 41 18 is_stmt 1               ; generate.py:41:18
	v_add_nc_u32_e32 v53, 34, v19
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	v_dual_mov_b32 v190 /*v702*/, 0 :: v_dual_mov_b32 v192 /*v704*/, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 43 75                         ; generate.py:43:75
	v_cmp_gt_i32_e32 vcc_lo, s10, v53
	.loc	1 43 81 is_stmt 0               ; generate.py:43:81
	s_and_b32 s8, s1, vcc_lo
	.loc	1 43 20                         ; generate.py:43:20
	s_and_saveexec_b32 s5, s8
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_cbranch_execz .LBB0_106
; %bb.105:                              ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	.loc	1 43 38                         ; generate.py:43:38
	v_add_nc_u32_e32 v54, s2, v160 /*v672*/
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 43 24                         ; generate.py:43:24
	v_ashrrev_i32_e32 v55, 31, v54
	.loc	1 43 42                         ; generate.py:43:42
	v_add_nc_u64_e32 v[54:55], v[88:89] /*v[600:601]*/, v[54:55]
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	global_load_u8 v192 /*v704*/, v[54:55], off
.LBB0_106:                              ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 41 18 is_stmt 1               ; generate.py:41:18
	v_add_nc_u32_e32 v53, 36, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 43 75                         ; generate.py:43:75
	v_cmp_gt_i32_e32 vcc_lo, s10, v53
	.loc	1 43 81 is_stmt 0               ; generate.py:43:81
	s_and_b32 s8, s1, vcc_lo
	.loc	1 43 20                         ; generate.py:43:20
	s_and_saveexec_b32 s5, s8
	s_cbranch_execz .LBB0_108
; %bb.107:                              ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	.loc	1 43 38                         ; generate.py:43:38
	v_add_nc_u32_e32 v54, s2, v159 /*v671*/
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 43 24                         ; generate.py:43:24
	v_ashrrev_i32_e32 v55, 31, v54
	.loc	1 43 42                         ; generate.py:43:42
	v_add_nc_u64_e32 v[54:55], v[88:89] /*v[600:601]*/, v[54:55]
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	global_load_u8 v190 /*v702*/, v[54:55], off
.LBB0_108:                              ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 41 18 is_stmt 1               ; generate.py:41:18
	v_add_nc_u32_e32 v53, 38, v19
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	v_dual_mov_b32 v188 /*v700*/, 0 :: v_dual_mov_b32 v191 /*v703*/, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 43 75                         ; generate.py:43:75
	v_cmp_gt_i32_e32 vcc_lo, s10, v53
	.loc	1 43 81 is_stmt 0               ; generate.py:43:81
	s_and_b32 s8, s1, vcc_lo
	.loc	1 43 20                         ; generate.py:43:20
	s_and_saveexec_b32 s5, s8
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_cbranch_execz .LBB0_110
; %bb.109:                              ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	.loc	1 43 38                         ; generate.py:43:38
	v_add_nc_u32_e32 v54, s2, v158 /*v670*/
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 43 24                         ; generate.py:43:24
	v_ashrrev_i32_e32 v55, 31, v54
	.loc	1 43 42                         ; generate.py:43:42
	v_add_nc_u64_e32 v[54:55], v[88:89] /*v[600:601]*/, v[54:55]
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	global_load_u8 v191 /*v703*/, v[54:55], off
.LBB0_110:                              ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 41 18 is_stmt 1               ; generate.py:41:18
	v_add_nc_u32_e32 v53, 40, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 43 75                         ; generate.py:43:75
	v_cmp_gt_i32_e32 vcc_lo, s10, v53
	.loc	1 43 81 is_stmt 0               ; generate.py:43:81
	s_and_b32 s8, s1, vcc_lo
	.loc	1 43 20                         ; generate.py:43:20
	s_and_saveexec_b32 s5, s8
	s_cbranch_execz .LBB0_112
; %bb.111:                              ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	.loc	1 43 38                         ; generate.py:43:38
	v_add_nc_u32_e32 v54, s2, v157 /*v669*/
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 43 24                         ; generate.py:43:24
	v_ashrrev_i32_e32 v55, 31, v54
	.loc	1 43 42                         ; generate.py:43:42
	v_add_nc_u64_e32 v[54:55], v[88:89] /*v[600:601]*/, v[54:55]
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	global_load_u8 v188 /*v700*/, v[54:55], off
.LBB0_112:                              ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 41 18 is_stmt 1               ; generate.py:41:18
	v_add_nc_u32_e32 v53, 42, v19
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	v_dual_mov_b32 v187 /*v699*/, 0 :: v_dual_mov_b32 v189 /*v701*/, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 43 75                         ; generate.py:43:75
	v_cmp_gt_i32_e32 vcc_lo, s10, v53
	.loc	1 43 81 is_stmt 0               ; generate.py:43:81
	s_and_b32 s8, s1, vcc_lo
	.loc	1 43 20                         ; generate.py:43:20
	s_and_saveexec_b32 s5, s8
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_cbranch_execz .LBB0_114
; %bb.113:                              ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	.loc	1 43 38                         ; generate.py:43:38
	v_add_nc_u32_e32 v54, s2, v156 /*v668*/
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 43 24                         ; generate.py:43:24
	v_ashrrev_i32_e32 v55, 31, v54
	.loc	1 43 42                         ; generate.py:43:42
	v_add_nc_u64_e32 v[54:55], v[88:89] /*v[600:601]*/, v[54:55]
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	global_load_u8 v189 /*v701*/, v[54:55], off
.LBB0_114:                              ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 41 18 is_stmt 1               ; generate.py:41:18
	v_add_nc_u32_e32 v53, 44, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 43 75                         ; generate.py:43:75
	v_cmp_gt_i32_e32 vcc_lo, s10, v53
	.loc	1 43 81 is_stmt 0               ; generate.py:43:81
	s_and_b32 s8, s1, vcc_lo
	.loc	1 43 20                         ; generate.py:43:20
	s_and_saveexec_b32 s5, s8
	s_cbranch_execz .LBB0_116
; %bb.115:                              ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	.loc	1 43 38                         ; generate.py:43:38
	v_add_nc_u32_e32 v54, s2, v155 /*v667*/
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 43 24                         ; generate.py:43:24
	v_ashrrev_i32_e32 v55, 31, v54
	.loc	1 43 42                         ; generate.py:43:42
	v_add_nc_u64_e32 v[54:55], v[88:89] /*v[600:601]*/, v[54:55]
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	global_load_u8 v187 /*v699*/, v[54:55], off
.LBB0_116:                              ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	.loc	1 41 18 is_stmt 1               ; generate.py:41:18
	v_add_nc_u32_e32 v53, s4, v141 /*v653*/
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	v_dual_mov_b32 v184 /*v696*/, 0 :: v_dual_mov_b32 v186 /*v698*/, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 43 75                         ; generate.py:43:75
	v_cmp_gt_i32_e32 vcc_lo, s10, v53
	.loc	1 43 81 is_stmt 0               ; generate.py:43:81
	s_and_b32 s8, s1, vcc_lo
	.loc	1 43 20                         ; generate.py:43:20
	s_and_saveexec_b32 s5, s8
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_cbranch_execz .LBB0_118
; %bb.117:                              ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	.loc	1 43 38                         ; generate.py:43:38
	v_add_nc_u32_e32 v54, s2, v178 /*v690*/
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 43 24                         ; generate.py:43:24
	v_ashrrev_i32_e32 v55, 31, v54
	.loc	1 43 42                         ; generate.py:43:42
	v_add_nc_u64_e32 v[54:55], v[88:89] /*v[600:601]*/, v[54:55]
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	global_load_u8 v186 /*v698*/, v[54:55], off
.LBB0_118:                              ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 41 18 is_stmt 1               ; generate.py:41:18
	v_add_nc_u32_e32 v53, 48, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 43 75                         ; generate.py:43:75
	v_cmp_gt_i32_e32 vcc_lo, s10, v53
	.loc	1 43 81 is_stmt 0               ; generate.py:43:81
	s_and_b32 s8, s1, vcc_lo
	.loc	1 43 20                         ; generate.py:43:20
	s_and_saveexec_b32 s5, s8
	s_cbranch_execz .LBB0_120
; %bb.119:                              ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	.loc	1 43 38                         ; generate.py:43:38
	v_add_nc_u32_e32 v54, s2, v154 /*v666*/
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 43 24                         ; generate.py:43:24
	v_ashrrev_i32_e32 v55, 31, v54
	.loc	1 43 42                         ; generate.py:43:42
	v_add_nc_u64_e32 v[54:55], v[88:89] /*v[600:601]*/, v[54:55]
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	global_load_u8 v184 /*v696*/, v[54:55], off
.LBB0_120:                              ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 41 18 is_stmt 1               ; generate.py:41:18
	v_add_nc_u32_e32 v53, 50, v19
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	v_dual_mov_b32 v182 /*v694*/, 0 :: v_dual_mov_b32 v185 /*v697*/, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 43 75                         ; generate.py:43:75
	v_cmp_gt_i32_e32 vcc_lo, s10, v53
	.loc	1 43 81 is_stmt 0               ; generate.py:43:81
	s_and_b32 s8, s1, vcc_lo
	.loc	1 43 20                         ; generate.py:43:20
	s_and_saveexec_b32 s5, s8
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_cbranch_execz .LBB0_122
; %bb.121:                              ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	.loc	1 43 38                         ; generate.py:43:38
	v_add_nc_u32_e32 v54, s2, v153 /*v665*/
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 43 24                         ; generate.py:43:24
	v_ashrrev_i32_e32 v55, 31, v54
	.loc	1 43 42                         ; generate.py:43:42
	v_add_nc_u64_e32 v[54:55], v[88:89] /*v[600:601]*/, v[54:55]
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	global_load_u8 v185 /*v697*/, v[54:55], off
.LBB0_122:                              ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 41 18 is_stmt 1               ; generate.py:41:18
	v_add_nc_u32_e32 v53, 52, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 43 75                         ; generate.py:43:75
	v_cmp_gt_i32_e32 vcc_lo, s10, v53
	.loc	1 43 81 is_stmt 0               ; generate.py:43:81
	s_and_b32 s8, s1, vcc_lo
	.loc	1 43 20                         ; generate.py:43:20
	s_and_saveexec_b32 s5, s8
	s_cbranch_execz .LBB0_124
; %bb.123:                              ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	.loc	1 43 38                         ; generate.py:43:38
	v_add_nc_u32_e32 v54, s2, v152 /*v664*/
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 43 24                         ; generate.py:43:24
	v_ashrrev_i32_e32 v55, 31, v54
	.loc	1 43 42                         ; generate.py:43:42
	v_add_nc_u64_e32 v[54:55], v[88:89] /*v[600:601]*/, v[54:55]
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	global_load_u8 v182 /*v694*/, v[54:55], off
.LBB0_124:                              ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 41 18 is_stmt 1               ; generate.py:41:18
	v_add_nc_u32_e32 v53, 54, v19
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	v_dual_mov_b32 v21 /*v533*/, 0 :: v_dual_mov_b32 v183 /*v695*/, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 43 75                         ; generate.py:43:75
	v_cmp_gt_i32_e32 vcc_lo, s10, v53
	.loc	1 43 81 is_stmt 0               ; generate.py:43:81
	s_and_b32 s8, s1, vcc_lo
	.loc	1 43 20                         ; generate.py:43:20
	s_and_saveexec_b32 s5, s8
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_cbranch_execz .LBB0_126
; %bb.125:                              ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	.loc	1 43 38                         ; generate.py:43:38
	v_add_nc_u32_e32 v54, s2, v151 /*v663*/
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 43 24                         ; generate.py:43:24
	v_ashrrev_i32_e32 v55, 31, v54
	.loc	1 43 42                         ; generate.py:43:42
	v_add_nc_u64_e32 v[54:55], v[88:89] /*v[600:601]*/, v[54:55]
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	global_load_u8 v183 /*v695*/, v[54:55], off
.LBB0_126:                              ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 41 18 is_stmt 1               ; generate.py:41:18
	v_add_nc_u32_e32 v53, 56, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 43 75                         ; generate.py:43:75
	v_cmp_gt_i32_e32 vcc_lo, s10, v53
	.loc	1 43 81 is_stmt 0               ; generate.py:43:81
	s_and_b32 s8, s1, vcc_lo
	.loc	1 43 20                         ; generate.py:43:20
	s_and_saveexec_b32 s5, s8
	s_cbranch_execz .LBB0_128
; %bb.127:                              ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	.loc	1 43 38                         ; generate.py:43:38
	v_add_nc_u32_e32 v54, s2, v150 /*v662*/
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 43 24                         ; generate.py:43:24
	v_ashrrev_i32_e32 v55, 31, v54
	.loc	1 43 42                         ; generate.py:43:42
	v_add_nc_u64_e32 v[54:55], v[88:89] /*v[600:601]*/, v[54:55]
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	global_load_u8 v21 /*v533*/, v[54:55], off
.LBB0_128:                              ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 41 18 is_stmt 1               ; generate.py:41:18
	v_add_nc_u32_e32 v53, 58, v19
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	v_dual_mov_b32 v18 /*v530*/, 0 :: v_dual_mov_b32 v19 /*v531*/, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 43 75                         ; generate.py:43:75
	v_cmp_gt_i32_e32 vcc_lo, s10, v53
	.loc	1 43 81 is_stmt 0               ; generate.py:43:81
	s_and_b32 s8, s1, vcc_lo
	.loc	1 43 20                         ; generate.py:43:20
	s_and_saveexec_b32 s5, s8
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_cbranch_execz .LBB0_130
; %bb.129:                              ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	.loc	1 43 38                         ; generate.py:43:38
	v_add_nc_u32_e32 v54, s2, v149 /*v661*/
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 43 24                         ; generate.py:43:24
	v_ashrrev_i32_e32 v55, 31, v54
	.loc	1 43 42                         ; generate.py:43:42
	v_add_nc_u64_e32 v[54:55], v[88:89] /*v[600:601]*/, v[54:55]
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	global_load_u8 v19 /*v531*/, v[54:55], off
.LBB0_130:                              ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 41 18 is_stmt 1               ; generate.py:41:18
	v_add_nc_u32_e32 v19, 60, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 43 75                         ; generate.py:43:75
	v_cmp_gt_i32_e32 vcc_lo, s10, v19
	.loc	1 43 81 is_stmt 0               ; generate.py:43:81
	s_and_b32 s8, s1, vcc_lo
	.loc	1 43 20                         ; generate.py:43:20
	s_and_saveexec_b32 s5, s8
	s_cbranch_execz .LBB0_132
; %bb.131:                              ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	.loc	1 43 38                         ; generate.py:43:38
	v_add_nc_u32_e32 v54, s2, v148 /*v660*/
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 43 24                         ; generate.py:43:24
	v_ashrrev_i32_e32 v55, 31, v54
	.loc	1 43 42                         ; generate.py:43:42
	v_add_nc_u64_e32 v[54:55], v[88:89] /*v[600:601]*/, v[54:55]
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	global_load_u8 v18 /*v530*/, v[54:55], off
.LBB0_132:                              ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	.loc	1 42 95 is_stmt 1               ; generate.py:42:95
	v_add_nc_u32_e32 v19, s4, v142 /*v654*/
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	v_mov_b32_e32 v20 /*v532*/, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 43 75                         ; generate.py:43:75
	v_cmp_gt_i32_e32 vcc_lo, s10, v19
	.loc	1 43 81 is_stmt 0               ; generate.py:43:81
	s_and_b32 s8, s1, vcc_lo
	.loc	1 43 20                         ; generate.py:43:20
	s_and_saveexec_b32 s5, s8
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_cbranch_execz .LBB0_5
; %bb.133:                              ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	.loc	1 43 24                         ; generate.py:43:24
	v_add_nc_u32_e32 v54, s2, v177 /*v689*/
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v55, 31, v54
	.loc	1 43 42                         ; generate.py:43:42
	v_add_nc_u64_e32 v[54:55], v[88:89] /*v[600:601]*/, v[54:55]
	s_set_vgpr_msb 0x80                     ;  msbs: dst=2 src0=0 src1=0 src2=0
	.loc	1 43 20                         ; generate.py:43:20
	global_load_u8 v20 /*v532*/, v[54:55], off
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_branch .LBB0_5
.LBB0_134:                              ; %._crit_edge.loopexit
	.loc	1 0 20                          ; generate.py:0:20
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v19, v4 :: v_dual_mov_b32 v27, v12
	v_dual_mov_b32 v23, v8 :: v_dual_mov_b32 v31, v16
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	v_dual_mov_b32 v4, v105 /*v617*/ :: v_dual_mov_b32 v18, v104 /*v616*/
	v_dual_mov_b32 v12, v99 /*v611*/ :: v_dual_mov_b32 v26, v98 /*v610*/
	v_dual_mov_b32 v8, v103 /*v615*/ :: v_dual_mov_b32 v22, v102 /*v614*/
	v_dual_mov_b32 v16, v101 /*v613*/ :: v_dual_mov_b32 v30, v100 /*v612*/
	v_dual_mov_b32 v20, v144 /*v656*/ :: v_dual_mov_b32 v32, v145 /*v657*/
.LBB0_135:                              ; %._crit_edge
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 45 48 is_stmt 1               ; generate.py:45:48
	v_and_b32_e32 v20, 0x770, v20
	v_dual_mov_b32 v28, v92 /*v604*/ :: v_dual_lshlrev_b32 v21, 8, v0
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_dual_mov_b32 v29, v14 :: v_dual_mov_b32 v25, v10
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	v_dual_mov_b32 v14, v93 /*v605*/ :: v_dual_mov_b32 v10, v97 /*v609*/
	v_and_or_b32 v33, 0x800, v21, v20
	v_mov_b32_e32 v24, v96 /*v608*/
	s_barrier_signal -1
	s_barrier_wait -1
	s_delay_alu instid0(VALU_DEP_2)
	v_add_nc_u32_e32 v20, 0, v33
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_xad_u32 v21, v33, 32, 0
	ds_store_b128 v20, v[28:31]
	ds_store_b128 v20, v[24:27] offset:128
	ds_store_b128 v21, v[14:17] offset:4096
	ds_store_b128 v21, v[10:13] offset:4224
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	v_dual_mov_b32 v20, v90 /*v602*/ :: v_dual_bitop2_b32 v11, 3, v0 bitop3:0x40
	v_dual_mov_b32 v16, v94 /*v606*/ :: v_dual_lshlrev_b32 v0, 1, v0
	v_and_b32_e32 v14, 0x800, v32
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_xad_u32 v10, v33, 64, 0
	v_dual_lshlrev_b32 v13, 12, v11 :: v_dual_lshlrev_b32 v11, 5, v11
	v_and_b32_e32 v0, 0x80, v0
	v_dual_mov_b32 v21, v6 :: v_dual_mov_b32 v17, v2
	v_xad_u32 v12, 0x60, v33, 0
	s_delay_alu instid0(VALU_DEP_4)
	v_bitop3_b32 v1, v11, v1, 0x70 bitop3:0x78
	v_add3_u32 v11, 0, v13, v14
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	v_dual_mov_b32 v6, v91 /*v603*/ :: v_dual_mov_b32 v2, v95 /*v607*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	ds_store_b128 v10, v[20:23] offset:8192
	ds_store_b128 v10, v[16:19] offset:8320
	ds_store_b128 v12, v[6:9] offset:12288
	ds_store_b128 v12, v[2:5] offset:12416
	v_add3_u32 v0, v11, v0, v1
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b128 v[28:31], v0
	ds_load_b128 v[24:27], v0 offset:256
	ds_load_b128 v[20:23], v0 offset:512
	ds_load_b128 v[16:19], v0 offset:768
	ds_load_b128 v[12:15], v0 offset:1024
	ds_load_b128 v[8:11], v0 offset:1280
	ds_load_b128 v[4:7], v0 offset:1536
	ds_load_b128 v[0:3], v0 offset:1792
	.loc	1 45 79 is_stmt 0               ; generate.py:45:79
	s_and_b32 s3, s40, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execnz .LBB0_168
; %bb.136:
	.loc	1 0 48                          ; generate.py:0:48
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s39, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execnz .LBB0_169
.LBB0_137:
	.loc	1 0 48                          ; generate.py:0:48
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s38, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execnz .LBB0_170
.LBB0_138:
	.loc	1 0 48                          ; generate.py:0:48
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s37, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execnz .LBB0_171
.LBB0_139:
	.loc	1 0 48                          ; generate.py:0:48
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s36, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execnz .LBB0_172
.LBB0_140:
	.loc	1 0 48                          ; generate.py:0:48
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s35, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execnz .LBB0_173
.LBB0_141:
	.loc	1 0 48                          ; generate.py:0:48
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s34, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execnz .LBB0_174
.LBB0_142:
	.loc	1 0 48                          ; generate.py:0:48
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s33, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execnz .LBB0_175
.LBB0_143:
	.loc	1 0 48                          ; generate.py:0:48
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s31, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execnz .LBB0_176
.LBB0_144:
	.loc	1 0 48                          ; generate.py:0:48
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s30, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execnz .LBB0_177
.LBB0_145:
	.loc	1 0 48                          ; generate.py:0:48
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s29, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execnz .LBB0_178
.LBB0_146:
	.loc	1 0 48                          ; generate.py:0:48
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s28, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execnz .LBB0_179
.LBB0_147:
	.loc	1 0 48                          ; generate.py:0:48
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s27, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execnz .LBB0_180
.LBB0_148:
	.loc	1 0 48                          ; generate.py:0:48
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s26, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execnz .LBB0_181
.LBB0_149:
	.loc	1 0 48                          ; generate.py:0:48
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s25, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execnz .LBB0_182
.LBB0_150:
	.loc	1 0 48                          ; generate.py:0:48
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s24, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execnz .LBB0_183
.LBB0_151:
	.loc	1 0 48                          ; generate.py:0:48
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s23, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execnz .LBB0_184
.LBB0_152:
	.loc	1 0 48                          ; generate.py:0:48
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s22, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execnz .LBB0_185
.LBB0_153:
	.loc	1 0 48                          ; generate.py:0:48
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s21, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execnz .LBB0_186
.LBB0_154:
	.loc	1 0 48                          ; generate.py:0:48
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s20, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execnz .LBB0_187
.LBB0_155:
	.loc	1 0 48                          ; generate.py:0:48
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s19, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execnz .LBB0_188
.LBB0_156:
	.loc	1 0 48                          ; generate.py:0:48
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s18, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execnz .LBB0_189
.LBB0_157:
	.loc	1 0 48                          ; generate.py:0:48
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s17, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execnz .LBB0_190
.LBB0_158:
	.loc	1 0 48                          ; generate.py:0:48
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s16, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execnz .LBB0_191
.LBB0_159:
	.loc	1 0 48                          ; generate.py:0:48
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s15, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execnz .LBB0_192
.LBB0_160:
	.loc	1 0 48                          ; generate.py:0:48
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s14, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execnz .LBB0_193
.LBB0_161:
	.loc	1 0 48                          ; generate.py:0:48
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s13, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execnz .LBB0_194
.LBB0_162:
	.loc	1 0 48                          ; generate.py:0:48
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s12, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execnz .LBB0_195
.LBB0_163:
	.loc	1 0 48                          ; generate.py:0:48
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s11, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execnz .LBB0_196
.LBB0_164:
	.loc	1 0 48                          ; generate.py:0:48
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s41, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execnz .LBB0_197
.LBB0_165:
	.loc	1 0 48                          ; generate.py:0:48
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s42, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execnz .LBB0_198
.LBB0_166:
	.loc	1 0 48                          ; generate.py:0:48
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s0, s0, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s1, s0
	s_cbranch_execnz .LBB0_199
.LBB0_167:
	.loc	1 45 4                          ; generate.py:45:4
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.LBB0_168:
	.loc	1 0 4                           ; generate.py:0:4
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_mul_lo_u32 v32, s9, v137 /*v649*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v33, 31, v32
	v_lshl_add_u64 v[32:33], v[32:33], 2, s[6:7]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[32:33], v[22:23] /*v[534:535]*/, 2, v[32:33]
	.loc	1 45 48                         ; generate.py:45:48
	s_wait_dscnt 0x7
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	global_store_b32 v[32:33], v28, off
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s39, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB0_137
.LBB0_169:
	.loc	1 0 48                          ; generate.py:0:48
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	.loc	1 45 31                         ; generate.py:45:31
	v_mul_lo_u32 v32, s9, v136 /*v648*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 45 17                         ; generate.py:45:17
	v_ashrrev_i32_e32 v33, 31, v32
	v_lshl_add_u64 v[32:33], v[32:33], 2, s[6:7]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 45 35                         ; generate.py:45:35
	v_lshl_add_u64 v[32:33], v[22:23] /*v[534:535]*/, 2, v[32:33]
	.loc	1 45 48                         ; generate.py:45:48
	s_wait_dscnt 0x7
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	global_store_b32 v[32:33], v29, off
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s38, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB0_138
.LBB0_170:
	.loc	1 45 31                         ; generate.py:45:31
	s_wait_dscnt 0x7
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_mul_lo_u32 v28, s9, v135 /*v647*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 45 17                         ; generate.py:45:17
	v_ashrrev_i32_e32 v29, 31, v28
	v_lshl_add_u64 v[28:29], v[28:29], 2, s[6:7]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 45 35                         ; generate.py:45:35
	v_lshl_add_u64 v[28:29], v[22:23] /*v[534:535]*/, 2, v[28:29]
	.loc	1 45 48                         ; generate.py:45:48
	s_wait_dscnt 0x6
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	global_store_b32 v[28:29], v24, off
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s37, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB0_139
.LBB0_171:
	.loc	1 45 31                         ; generate.py:45:31
	s_wait_dscnt 0x7
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_mul_lo_u32 v28, s9, v134 /*v646*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 45 17                         ; generate.py:45:17
	v_ashrrev_i32_e32 v29, 31, v28
	v_lshl_add_u64 v[28:29], v[28:29], 2, s[6:7]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 45 35                         ; generate.py:45:35
	v_lshl_add_u64 v[28:29], v[22:23] /*v[534:535]*/, 2, v[28:29]
	.loc	1 45 48                         ; generate.py:45:48
	s_wait_dscnt 0x6
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	global_store_b32 v[28:29], v25, off
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s36, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB0_140
.LBB0_172:
	.loc	1 45 31                         ; generate.py:45:31
	s_wait_dscnt 0x6
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_mul_lo_u32 v24, s9, v133 /*v645*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 45 17                         ; generate.py:45:17
	v_ashrrev_i32_e32 v25, 31, v24
	v_lshl_add_u64 v[24:25], v[24:25], 2, s[6:7]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 45 35                         ; generate.py:45:35
	v_lshl_add_u64 v[24:25], v[22:23] /*v[534:535]*/, 2, v[24:25]
	.loc	1 45 48                         ; generate.py:45:48
	s_wait_dscnt 0x5
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	global_store_b32 v[24:25], v20, off
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s35, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB0_141
.LBB0_173:
	.loc	1 45 31                         ; generate.py:45:31
	s_wait_dscnt 0x6
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_mul_lo_u32 v24, s9, v132 /*v644*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 45 17                         ; generate.py:45:17
	v_ashrrev_i32_e32 v25, 31, v24
	v_lshl_add_u64 v[24:25], v[24:25], 2, s[6:7]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 45 35                         ; generate.py:45:35
	v_lshl_add_u64 v[24:25], v[22:23] /*v[534:535]*/, 2, v[24:25]
	.loc	1 45 48                         ; generate.py:45:48
	s_wait_dscnt 0x5
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	global_store_b32 v[24:25], v21, off
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s34, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB0_142
.LBB0_174:
	.loc	1 45 31                         ; generate.py:45:31
	s_wait_dscnt 0x5
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_mul_lo_u32 v20, s9, v131 /*v643*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 45 17                         ; generate.py:45:17
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshl_add_u64 v[20:21], v[20:21], 2, s[6:7]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 45 35                         ; generate.py:45:35
	v_lshl_add_u64 v[20:21], v[22:23] /*v[534:535]*/, 2, v[20:21]
	.loc	1 45 48                         ; generate.py:45:48
	s_wait_dscnt 0x4
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	global_store_b32 v[20:21], v16, off
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s33, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB0_143
.LBB0_175:
	.loc	1 45 31                         ; generate.py:45:31
	s_wait_dscnt 0x5
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_mul_lo_u32 v20, s9, v130 /*v642*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 45 17                         ; generate.py:45:17
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshl_add_u64 v[20:21], v[20:21], 2, s[6:7]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 45 35                         ; generate.py:45:35
	v_lshl_add_u64 v[20:21], v[22:23] /*v[534:535]*/, 2, v[20:21]
	.loc	1 45 48                         ; generate.py:45:48
	s_wait_dscnt 0x4
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	global_store_b32 v[20:21], v17, off
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s31, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB0_144
.LBB0_176:
	.loc	1 45 31                         ; generate.py:45:31
	s_wait_dscnt 0x4
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_mul_lo_u32 v16, s9, v129 /*v641*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 45 17                         ; generate.py:45:17
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], v[16:17], 2, s[6:7]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 45 35                         ; generate.py:45:35
	v_lshl_add_u64 v[16:17], v[22:23] /*v[534:535]*/, 2, v[16:17]
	.loc	1 45 48                         ; generate.py:45:48
	s_wait_dscnt 0x3
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	global_store_b32 v[16:17], v12, off
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s30, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB0_145
.LBB0_177:
	.loc	1 45 31                         ; generate.py:45:31
	s_wait_dscnt 0x4
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_mul_lo_u32 v16, s9, v128 /*v640*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 45 17                         ; generate.py:45:17
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], v[16:17], 2, s[6:7]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 45 35                         ; generate.py:45:35
	v_lshl_add_u64 v[16:17], v[22:23] /*v[534:535]*/, 2, v[16:17]
	.loc	1 45 48                         ; generate.py:45:48
	s_wait_dscnt 0x3
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	global_store_b32 v[16:17], v13, off
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s29, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB0_146
.LBB0_178:
	.loc	1 45 31                         ; generate.py:45:31
	s_wait_dscnt 0x3
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_mul_lo_u32 v12, s9, v127 /*v639*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 45 17                         ; generate.py:45:17
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[12:13], v[12:13], 2, s[6:7]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 45 35                         ; generate.py:45:35
	v_lshl_add_u64 v[12:13], v[22:23] /*v[534:535]*/, 2, v[12:13]
	.loc	1 45 48                         ; generate.py:45:48
	s_wait_dscnt 0x2
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	global_store_b32 v[12:13], v8, off
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s28, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB0_147
.LBB0_179:
	.loc	1 45 31                         ; generate.py:45:31
	s_wait_dscnt 0x3
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_mul_lo_u32 v12, s9, v126 /*v638*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 45 17                         ; generate.py:45:17
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[12:13], v[12:13], 2, s[6:7]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 45 35                         ; generate.py:45:35
	v_lshl_add_u64 v[12:13], v[22:23] /*v[534:535]*/, 2, v[12:13]
	.loc	1 45 48                         ; generate.py:45:48
	s_wait_dscnt 0x2
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	global_store_b32 v[12:13], v9, off
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s27, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB0_148
.LBB0_180:
	.loc	1 45 31                         ; generate.py:45:31
	s_wait_dscnt 0x2
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_mul_lo_u32 v8, s9, v125 /*v637*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 45 17                         ; generate.py:45:17
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[6:7]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 45 35                         ; generate.py:45:35
	v_lshl_add_u64 v[8:9], v[22:23] /*v[534:535]*/, 2, v[8:9]
	.loc	1 45 48                         ; generate.py:45:48
	s_wait_dscnt 0x1
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	global_store_b32 v[8:9], v4, off
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s26, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB0_149
.LBB0_181:
	.loc	1 45 31                         ; generate.py:45:31
	s_wait_dscnt 0x2
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_mul_lo_u32 v8, s9, v124 /*v636*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 45 17                         ; generate.py:45:17
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[6:7]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 45 35                         ; generate.py:45:35
	v_lshl_add_u64 v[8:9], v[22:23] /*v[534:535]*/, 2, v[8:9]
	.loc	1 45 48                         ; generate.py:45:48
	s_wait_dscnt 0x1
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	global_store_b32 v[8:9], v5, off
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s25, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB0_150
.LBB0_182:
	.loc	1 45 31                         ; generate.py:45:31
	s_wait_dscnt 0x1
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_mul_lo_u32 v4, s9, v123 /*v635*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 45 17                         ; generate.py:45:17
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 45 35                         ; generate.py:45:35
	v_lshl_add_u64 v[4:5], v[22:23] /*v[534:535]*/, 2, v[4:5]
	.loc	1 45 48                         ; generate.py:45:48
	s_wait_dscnt 0x0
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	global_store_b32 v[4:5], v0, off
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s24, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB0_151
.LBB0_183:
	.loc	1 45 31                         ; generate.py:45:31
	s_wait_dscnt 0x1
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_mul_lo_u32 v4, s9, v122 /*v634*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 45 17                         ; generate.py:45:17
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 45 35                         ; generate.py:45:35
	v_lshl_add_u64 v[4:5], v[22:23] /*v[534:535]*/, 2, v[4:5]
	.loc	1 45 48                         ; generate.py:45:48
	s_wait_dscnt 0x0
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	global_store_b32 v[4:5], v1, off
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s23, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB0_152
.LBB0_184:
	.loc	1 45 31                         ; generate.py:45:31
	s_wait_dscnt 0x0
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_mul_lo_u32 v0, s9, v121 /*v633*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 45 17                         ; generate.py:45:17
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[6:7]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 45 35                         ; generate.py:45:35
	v_lshl_add_u64 v[0:1], v[22:23] /*v[534:535]*/, 2, v[0:1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 45 48                         ; generate.py:45:48
	global_store_b32 v[0:1], v30, off
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s22, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB0_153
.LBB0_185:
	.loc	1 45 31                         ; generate.py:45:31
	s_wait_dscnt 0x0
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_mul_lo_u32 v0, s9, v120 /*v632*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 45 17                         ; generate.py:45:17
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[6:7]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 45 35                         ; generate.py:45:35
	v_lshl_add_u64 v[0:1], v[22:23] /*v[534:535]*/, 2, v[0:1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 45 48                         ; generate.py:45:48
	global_store_b32 v[0:1], v31, off
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s21, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB0_154
.LBB0_186:
	.loc	1 45 31                         ; generate.py:45:31
	s_wait_dscnt 0x0
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_mul_lo_u32 v0, s9, v119 /*v631*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 45 17                         ; generate.py:45:17
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[6:7]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 45 35                         ; generate.py:45:35
	v_lshl_add_u64 v[0:1], v[22:23] /*v[534:535]*/, 2, v[0:1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 45 48                         ; generate.py:45:48
	global_store_b32 v[0:1], v26, off
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s20, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB0_155
.LBB0_187:
	.loc	1 45 31                         ; generate.py:45:31
	s_wait_dscnt 0x0
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_mul_lo_u32 v0, s9, v118 /*v630*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 45 17                         ; generate.py:45:17
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[6:7]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 45 35                         ; generate.py:45:35
	v_lshl_add_u64 v[0:1], v[22:23] /*v[534:535]*/, 2, v[0:1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 45 48                         ; generate.py:45:48
	global_store_b32 v[0:1], v27, off
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s19, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB0_156
.LBB0_188:
	.loc	1 45 31                         ; generate.py:45:31
	s_wait_dscnt 0x0
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_mul_lo_u32 v0, s9, v117 /*v629*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 45 17                         ; generate.py:45:17
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[6:7]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 45 35                         ; generate.py:45:35
	v_lshl_add_u64 v[0:1], v[22:23] /*v[534:535]*/, 2, v[0:1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 45 48                         ; generate.py:45:48
	global_store_b32 v[0:1], v22, off
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s18, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB0_157
.LBB0_189:
	.loc	1 45 31                         ; generate.py:45:31
	s_wait_dscnt 0x0
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_mul_lo_u32 v0, s9, v116 /*v628*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 45 17                         ; generate.py:45:17
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[6:7]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 45 35                         ; generate.py:45:35
	v_lshl_add_u64 v[0:1], v[22:23] /*v[534:535]*/, 2, v[0:1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 45 48                         ; generate.py:45:48
	global_store_b32 v[0:1], v23, off
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s17, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB0_158
.LBB0_190:
	.loc	1 45 31                         ; generate.py:45:31
	s_wait_dscnt 0x0
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_mul_lo_u32 v0, s9, v115 /*v627*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 45 17                         ; generate.py:45:17
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[6:7]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 45 35                         ; generate.py:45:35
	v_lshl_add_u64 v[0:1], v[22:23] /*v[534:535]*/, 2, v[0:1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 45 48                         ; generate.py:45:48
	global_store_b32 v[0:1], v18, off
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s16, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB0_159
.LBB0_191:
	.loc	1 45 31                         ; generate.py:45:31
	s_wait_dscnt 0x0
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_mul_lo_u32 v0, s9, v114 /*v626*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 45 17                         ; generate.py:45:17
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[6:7]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 45 35                         ; generate.py:45:35
	v_lshl_add_u64 v[0:1], v[22:23] /*v[534:535]*/, 2, v[0:1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 45 48                         ; generate.py:45:48
	global_store_b32 v[0:1], v19, off
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s15, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB0_160
.LBB0_192:
	.loc	1 45 31                         ; generate.py:45:31
	s_wait_dscnt 0x0
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_mul_lo_u32 v0, s9, v113 /*v625*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 45 17                         ; generate.py:45:17
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[6:7]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 45 35                         ; generate.py:45:35
	v_lshl_add_u64 v[0:1], v[22:23] /*v[534:535]*/, 2, v[0:1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 45 48                         ; generate.py:45:48
	global_store_b32 v[0:1], v14, off
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s14, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB0_161
.LBB0_193:
	.loc	1 45 31                         ; generate.py:45:31
	s_wait_dscnt 0x0
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_mul_lo_u32 v0, s9, v112 /*v624*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 45 17                         ; generate.py:45:17
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[6:7]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 45 35                         ; generate.py:45:35
	v_lshl_add_u64 v[0:1], v[22:23] /*v[534:535]*/, 2, v[0:1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 45 48                         ; generate.py:45:48
	global_store_b32 v[0:1], v15, off
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s13, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB0_162
.LBB0_194:
	.loc	1 45 31                         ; generate.py:45:31
	s_wait_dscnt 0x0
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_mul_lo_u32 v0, s9, v111 /*v623*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 45 17                         ; generate.py:45:17
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[6:7]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 45 35                         ; generate.py:45:35
	v_lshl_add_u64 v[0:1], v[22:23] /*v[534:535]*/, 2, v[0:1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 45 48                         ; generate.py:45:48
	global_store_b32 v[0:1], v10, off
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s12, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB0_163
.LBB0_195:
	.loc	1 45 31                         ; generate.py:45:31
	s_wait_dscnt 0x0
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_mul_lo_u32 v0, s9, v110 /*v622*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 45 17                         ; generate.py:45:17
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[6:7]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 45 35                         ; generate.py:45:35
	v_lshl_add_u64 v[0:1], v[22:23] /*v[534:535]*/, 2, v[0:1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 45 48                         ; generate.py:45:48
	global_store_b32 v[0:1], v11, off
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s11, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB0_164
.LBB0_196:
	.loc	1 45 31                         ; generate.py:45:31
	s_wait_dscnt 0x0
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_mul_lo_u32 v0, s9, v109 /*v621*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 45 17                         ; generate.py:45:17
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[6:7]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 45 35                         ; generate.py:45:35
	v_lshl_add_u64 v[0:1], v[22:23] /*v[534:535]*/, 2, v[0:1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 45 48                         ; generate.py:45:48
	global_store_b32 v[0:1], v6, off
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s41, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB0_165
.LBB0_197:
	.loc	1 45 31                         ; generate.py:45:31
	s_wait_dscnt 0x0
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_mul_lo_u32 v0, s9, v108 /*v620*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 45 17                         ; generate.py:45:17
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[6:7]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 45 35                         ; generate.py:45:35
	v_lshl_add_u64 v[0:1], v[22:23] /*v[534:535]*/, 2, v[0:1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 45 48                         ; generate.py:45:48
	global_store_b32 v[0:1], v7, off
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s3, s42, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB0_166
.LBB0_198:
	.loc	1 45 31                         ; generate.py:45:31
	s_wait_dscnt 0x0
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_mul_lo_u32 v0, s9, v107 /*v619*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 45 17                         ; generate.py:45:17
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[6:7]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 45 35                         ; generate.py:45:35
	v_lshl_add_u64 v[0:1], v[22:23] /*v[534:535]*/, 2, v[0:1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 45 48                         ; generate.py:45:48
	global_store_b32 v[0:1], v2, off
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 45 79                         ; generate.py:45:79
	s_and_b32 s0, s0, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 45 48                         ; generate.py:45:48
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_167
.LBB0_199:
	.loc	1 45 31                         ; generate.py:45:31
	s_wait_dscnt 0x0
	s_set_vgpr_msb 8                        ;  msbs: dst=0 src0=0 src1=2 src2=0
	v_mul_lo_u32 v0, s9, v106 /*v618*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 45 17                         ; generate.py:45:17
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[6:7]
	s_set_vgpr_msb 2                        ;  msbs: dst=0 src0=2 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 45 35                         ; generate.py:45:35
	v_lshl_add_u64 v[0:1], v[22:23] /*v[534:535]*/, 2, v[0:1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 45 48                         ; generate.py:45:48
	global_store_b32 v[0:1], v3, off
	.loc	1 45 4                          ; generate.py:45:4
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.Ltmp1:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gemm_fp8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 56
		.amdhsa_user_sgpr_count 16
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 14
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
		.amdhsa_next_free_vgpr 726
		.amdhsa_next_free_sgpr 43
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 255
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
	.size	gemm_fp8, .Lfunc_end0-gemm_fp8
	.cfi_endproc
                                        ; -- End function
	.set gemm_fp8.num_vgpr, 726
	.set gemm_fp8.num_agpr, 0
	.set gemm_fp8.numbered_sgpr, 43
	.set gemm_fp8.num_named_barrier, 0
	.set gemm_fp8.private_seg_size, 0
	.set gemm_fp8.uses_vcc, 1
	.set gemm_fp8.uses_flat_scratch, 0
	.set gemm_fp8.has_dyn_sized_stack, 0
	.set gemm_fp8.has_recursion, 0
	.set gemm_fp8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 37148
; TotalNumSgprs: 45
; NumVgprs: 726
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 45
; NumSGPRsForWavesPerEU: 45
; NumVGPRsForWavesPerEU: 726
; NamedBarCnt: 0
; Occupancy: 1
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
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
	.asciz	"generate.py"                   ; string offset=7
.Linfo_string2:
	.asciz	"/work/main/tests/data/triton_gemm" ; string offset=19
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
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 56
    .max_flat_workgroup_size: 128
    .name:           gemm_fp8
    .private_segment_fixed_size: 0
    .sgpr_count:     45
    .sgpr_spill_count: 0
    .symbol:         gemm_fp8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     726
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
