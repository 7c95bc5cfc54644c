-- The site search now folds every keyboard's digits to ASCII ones (src/search/normalise.ts): the
-- entries written before hold Arabic-Indic digits as typed. Emptied here, every market's pages are
-- indexed again at start-up (indexUnindexedSites), with the folding the queries use.
DELETE FROM "search_entries";
