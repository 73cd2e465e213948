print(int('٣'), int('٠١٢٣٤٥٦٧٨٩'), int('۱۲۳'), int('-٤٢'), int(' ٧ '), int('٤_٢'))
