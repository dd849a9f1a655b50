#pragma once
// Device memory with an element type and a shape; freed when the buffer goes. Copies check the
// host side's type and size.

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "core/error.h"
#include "runtime/device.h"
#include "runtime/element_type.h"

namespace gfxtile {

class DeviceBuffer {
 public:
  // Uninitialised device memory of `shape` elements of `type`.
  DeviceBuffer(Device& device, ElementType type, std::vector<int64_t> shape);
  ~DeviceBuffer();
  DeviceBuffer(DeviceBuffer&& other) noexcept;
  DeviceBuffer& operator=(DeviceBuffer&& other) noexcept;
  DeviceBuffer(const DeviceBuffer&) = delete;
  DeviceBuffer& operator=(const DeviceBuffer&) = delete;

  // A buffer holding a copy of `data`; `shape` defaults to one dimension of data.size().
  template <typename T>
  static DeviceBuffer upload(Device& device, std::span<const T> data, std::vector<int64_t> shape = {});
  template <typename T>
  static DeviceBuffer upload(Device& device, const std::vector<T>& data, std::vector<int64_t> shape = {}) {
    return upload(device, std::span<const T>(data), std::move(shape));
  }

  template <typename T>
  void copy_from_host(std::span<const T> data);
  template <typename T>
  std::vector<T> download() const;

  Device& device() const { return *device_; }
  uint64_t address() const { return address_; }
  ElementType element_type() const { return element_type_; }
  const std::vector<int64_t>& shape() const { return shape_; }
  uint64_t element_count() const { return elements_; }
  size_t bytes() const { return elements_ * element_size(element_type_); }
  std::string describe() const;  // "f32[16, 64]"

 private:
  template <typename T>
  void check_host_type(size_t count, std::string_view operation) const;

  Device* device_ = nullptr;
  uint64_t address_ = 0;
  ElementType element_type_ = ElementType::u8;
  std::vector<int64_t> shape_;
  uint64_t elements_ = 0;
};

template <typename T>
void DeviceBuffer::check_host_type(size_t count, std::string_view operation) const {
  if (element_type_of<T>() != element_type_)
    fail("{} of device buffer {}: host elements are {}, not {}", operation, describe(), element_type_name(element_type_of<T>()),
         element_type_name(element_type_));
  if (count != elements_)
    fail("{} of device buffer {}: {} host elements for {} device elements", operation, describe(), count, elements_);
}

template <typename T>
DeviceBuffer DeviceBuffer::upload(Device& device, std::span<const T> data, std::vector<int64_t> shape) {
  if (shape.empty()) shape = {static_cast<int64_t>(data.size())};
  DeviceBuffer buffer(device, element_type_of<T>(), std::move(shape));
  buffer.copy_from_host(data);
  return buffer;
}

template <typename T>
void DeviceBuffer::copy_from_host(std::span<const T> data) {
  check_host_type<T>(data.size(), "copy to the device");
  if (!data.empty()) device_->copy_to_device(address_, data.data(), bytes());
}

template <typename T>
std::vector<T> DeviceBuffer::download() const {
  std::vector<T> data(elements_);
  check_host_type<T>(data.size(), "copy to the host");
  if (!data.empty()) device_->copy_to_host(data.data(), address_, bytes());
  return data;
}

}  // namespace gfxtile
