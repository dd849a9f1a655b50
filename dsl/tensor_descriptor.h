#pragma once
// The gfx1250 tensor data mover (TDM) in the DSL: a tensor descriptor (a global tensor of 1-5
// dimensions, its tile shape and LDS padding) and the asynchronous tile copies between global
// memory and an LDS buffer. docs/tdm.md describes the fields, their limits and the semantics.
//
// Dimensions are listed outermost first, as tensor shapes are (the hardware's dim0 is the last
// one here). Sizes, strides and coordinates are in elements. Values the author gives as C++
// numbers are range-checked when the kernel is built; scalars (kernel arguments, values computed
// from them) go to the hardware as they are.

#include <cstdint>
#include <source_location>
#include <vector>

#include "dsl/lds_layout.h"
#include "dsl/tensor.h"

namespace gfxtile {

inline constexpr int kTensorDescriptorMaxRank = 5;

struct TdmPadding {
  // After every `interval` elements of the tile in LDS, `amount` elements are skipped (0: none).
  // Both powers of two; interval 2..256 dwords and amount 1..128 dwords of data.
  int64_t interval = 0, amount = 0;
};

struct TensorDescriptor {
  Tensor base;                  // a scalar pointer to element [0, ..., 0]
  std::vector<Tensor> sizes;    // i32 scalars, outermost first
  std::vector<Tensor> strides;  // i64 scalars (elements); the innermost is 1
  std::vector<int64_t> tile;    // the tile's shape
  TdmPadding padding;
  DType dtype;                  // the element type (the pointer's)

  int rank() const { return static_cast<int>(tile.size()); }
  // Where the data mover puts element (i0, ..., i{r-1}) of a tile in LDS: row-major, or padded
  // by `padding`. An LDS buffer a descriptor fills must be allocated with this layout.
  LdsLayout lds_layout() const;
};

// The LDS layout the data mover writes a tile of `tile`'s shape in with `padding` (what
// TensorDescriptor::lds_layout gives), for allocating buffers before the descriptor exists.
LdsLayout tdm_lds_layout(const std::vector<int64_t>& tile, TdmPadding padding);

// A descriptor of the tensor at `base` with `sizes` and `strides` (one per dimension, the last
// stride the number 1), moved in tiles of shape `tile`. Out-of-bounds elements (a tile hanging
// over the tensor's edge) read as 0 and are not written by stores.
TensorDescriptor tensor_descriptor(const Tensor& base, const std::vector<Operand>& sizes,
                                   const std::vector<Operand>& strides, const std::vector<int64_t>& tile,
                                   TdmPadding padding = {},
                                   std::source_location location = std::source_location::current());

// The padding the data mover can produce (or none) with which an lds_load in `reader` (a layout
// of the tile's shape) has the fewest bank conflicts under `model`, then the fewest
// instructions, then the fewest bytes: the TDM's LDS layouts are row-major or padded, so padding
// is the one way to keep a tile it writes conflict-free for its reader.
TdmPadding conflict_free_tdm_padding(const Layout& reader, DType dtype, const LdsBankModel& model);

// Starts copying the tile whose first element is at `coordinates` (elements, >= 0) into
// `buffer` (lds_alloc'd with descriptor.lds_layout()). The bytes land when tdm_wait says so;
// read the buffer only after tdm_wait (barriers between waves are added as for lds_store).
void tdm_load(const Tensor& buffer, const TensorDescriptor& descriptor, const std::vector<Operand>& coordinates,
              std::source_location location = std::source_location::current());
// Starts copying `buffer` (unpadded) to the tile at `coordinates`; the buffer may be overwritten
// after tdm_wait.
void tdm_store(const TensorDescriptor& descriptor, const Tensor& buffer, const std::vector<Operand>& coordinates,
               std::source_location location = std::source_location::current());
// Waits until at most `pending` of this wave's tdm_load/tdm_store are in flight (s_wait_tensorcnt).
void tdm_wait(int pending = 0, std::source_location location = std::source_location::current());

}  // namespace gfxtile
