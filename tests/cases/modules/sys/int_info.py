import sys
print(sys.int_info.default_max_str_digits, sys.int_info.str_digits_check_threshold, sys.get_int_max_str_digits())
sys.set_int_max_str_digits(5000)
print(sys.get_int_max_str_digits(), len(str(10**4500)))
sys.set_int_max_str_digits(100)
