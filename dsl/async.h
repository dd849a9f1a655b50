#pragma once
// Asynchronous global -> LDS copies, their commit groups and waits, the split workgroup barrier,
// LDS buffers with a stage dimension, and a multi-buffered pipeline built from them
// (docs/async.md).
//
//   Tensor a_stages = lds_alloc_stages(3, {64, 32}, bf16, a_lds);   // three 64x32 tiles
//   Layout a_copy = async_copy_layout(a_stages);                     // what the copy's pointers need
//   pipeline(3, 0, depth, 32,
//            [&](Scalar k, Scalar stage) { async_copy(lds_stage(a_stages, stage), pointers(k), mask(k)); },
//            [&](Scalar k, Scalar stage) { acc = dot(lds_load(lds_stage(a_stages, stage), a_layout), ..., acc); });
//
// Copies are grouped: async_commit() closes the group of copies issued since the previous one;
// async_wait(n) returns once at most n of this wave's groups are still in flight, after which the
// wave's own copies of the older groups are in LDS. Other waves see them after a barrier that
// follows their wait (pipeline() places both).

#include <cstdint>
#include <functional>
#include <source_location>
#include <vector>

#include "dsl/lds_layout.h"
#include "dsl/tensor.h"

namespace gfxtile {

#define GFXTILE_HERE std::source_location location = std::source_location::current()

// `stages` (1 to 256) LDS tiles of `shape` (each laid out by `layout`, row-major when none), one after
// another; the buffer's shape is [stages, shape...]. Pick a tile with lds_stage (a pipeline's stage,
// or a table of per-step tiles indexed at run time).
Tensor lds_alloc_stages(int stages, const std::vector<int64_t>& shape, DType dtype, GFXTILE_HERE);
Tensor lds_alloc_stages(int stages, const std::vector<int64_t>& shape, DType dtype, const LdsLayout& layout,
                        GFXTILE_HERE);
// Tile `stage` (an i32 scalar or a number in [0, stages)) of a staged buffer, usable wherever an
// lds_alloc buffer is: lds_load, lds_store, async_copy.
Tensor lds_stage(const Tensor& buffer, const Operand& stage, GFXTILE_HERE);

// The distributed layout async_copy's pointers need to copy into `buffer` (a buffer, a staged
// buffer or a stage) in the current kernel: the LDS layout inverted over lane-contiguous order —
// each lane copies `vector` consecutive LDS elements (the most the target moves per lane, at most
// what stays contiguous along the last dimension), the lanes of a wave the next ones, then the
// waves, then further registers. Swizzled LDS layouts cost nothing here: lanes fetch permuted
// global addresses while the LDS writes stay contiguous.
Layout async_copy_layout(const Tensor& buffer, GFXTILE_HERE);
Layout async_copy_layout(const LdsLayout& lds, DType dtype, GFXTILE_HERE);

// An LDS layout for tiles that asynchronous copies fill and `reader` reads, in the current kernel:
// the last dimension fastest (as in a row-major global tensor), swizzled, with the fewest bank
// conflicts for the reads, then the fewest read and copy instructions (a swizzle finer than a
// copy vector narrows the copies), then the fewest bytes; padded layouts when no swizzle is
// conflict-free. The copies' writes are conflict-free in any such layout: each wave's lanes write
// consecutive bytes.
LdsLayout async_lds_layout(const Layout& reader, DType dtype, GFXTILE_HERE);

// Elements per lane one copy instruction moves for a copy of `layout` into `lds`, 0 when the
// target cannot copy that layout asynchronously. gfx942 / gfx950 write lane l of a wave at
// M0 + l * size, so the layout must give each wave's lanes consecutive LDS slots of a size the
// target copies (gfx942 1, 2, 4 bytes; gfx950 also 16); gfx1250 addresses LDS per lane and copies
// 1, 4, 8 or 16 bytes.
int async_copy_vector(const Layout& layout, const LdsLayout& lds, DType dtype, Architecture architecture);

// Copies `*pointers` into `destination` (a buffer or a stage, of the pointers' shape and
// pointee dtype) without waiting. Masked-off elements get `other`. When the lowering cannot
// prove that each lane's vector is contiguous, aligned and evenly masked, it copies through
// registers instead (a plain load and LDS store, complete at once); see docs/async.md.
void async_copy(const Tensor& destination, const Tensor& pointers, GFXTILE_HERE);
void async_copy(const Tensor& destination, const Tensor& pointers, const Tensor& mask, double other = 0,
                GFXTILE_HERE);
// Closes the group of copies issued since the previous commit.
void async_commit(GFXTILE_HERE);
// Waits until at most `pending` of this wave's committed groups are in flight.
void async_wait(int pending, GFXTILE_HERE);

// The split workgroup barrier: LDS accesses before barrier_arrive are visible to every wave after
// its barrier_wait; work between the two overlaps the other waves' arrival. gfx1250:
// s_barrier_signal -1 / s_barrier_wait -1. gfx942 / gfx950 have no split barrier: arrive is a
// release fence and wait a full s_barrier (which orders more, never less).
void barrier_arrive(GFXTILE_HERE);
void barrier_wait(GFXTILE_HERE);

// Where a pipeline iteration issues the next tile's copies: before its compute (they overlap
// it; the default) or after it (they overlap the next iteration's wait and barrier only, but
// do not compete with the compute's LDS reads for the LDS and memory pipes).
enum class PipelineOrder { copies_first, compute_first };

// A multi-buffered loop over k = begin, begin + step, ... < end (step > 0):
//   prologue:  load(begin + s * step, s) and async_commit() for s = 0 .. stages - 2
//   iteration i: async_wait(stages - 2); barrier();
//                load(k_{i + stages - 1}, (i + stages - 1) % stages); async_commit();
//                compute(k_i, i % stages);
//                (PipelineOrder::compute_first: compute first, then load and commit)
//   after:     async_wait(0)
// `load` issues the async copies of one tile into the given stage; it is also called for the
// stages - 1 tiles past the end, which its mask must leave out (k < end). `compute` reads the
// stage. Tensors assigned in `compute` (an accumulator) are carried as in for_range.
void pipeline(int stages, const Operand& begin, const Operand& end, const Operand& step,
              const std::function<void(Tensor k, Tensor stage)>& load,
              const std::function<void(Tensor k, Tensor stage)>& compute,
              PipelineOrder order = PipelineOrder::copies_first, GFXTILE_HERE);

#undef GFXTILE_HERE

// For the lowering and the verifier: the lds_alloc a buffer or stage comes from, its stage count
// (1 when unstaged) and the LDS layout of one tile.
ValueId lds_root(const Kernel& kernel, ValueId buffer);
int lds_stages(const Kernel& kernel, ValueId buffer);
LdsLayout lds_tile_layout(const Kernel& kernel, ValueId buffer);

}  // namespace gfxtile
