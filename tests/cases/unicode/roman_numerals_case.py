print('Ⅻ'.lower(), 'ⅻ'.upper(), 'Ⅻ'.isupper(), 'Ⅻ'.isnumeric(), 'Ⅻ'.isalpha(), 'Ⅻ'.isdigit(), 'Ⅻ'.isalnum())
